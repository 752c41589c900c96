import { Link } from 'react-router-dom';
import { Drawer, Sheet } from 'shared';
import styled from 'styled-components';
import { RemoteWidget } from '../../remotes/RemoteWidget';
import { useChrome } from '../chrome-store';
import { SERVICE_ENTRIES } from '../header/service-entries';

/**
 * The catalogue side panel, the search drawer and the services drawer. Loaded lazily the first
 * time one opens: first paint needs none of it. Any navigation closes them (the layout does).
 */
export default function ChromeDrawers() {
  const panel = useChrome((s) => s.panel);
  const close = useChrome((s) => s.closePanel);

  return (
    <>
      <Drawer open={panel === 'catalog'} onClose={close} side="left" title="Shop Catalog">
        <RemoteWidget
          remote="mf_catalog"
          module="./CatalogPanel"
          props={{ onNavigate: close }}
          placeholderStyle={{ minHeight: 320 }}
        />
      </Drawer>

      <Drawer open={panel === 'search'} onClose={close} side="right" title="Search">
        <RemoteWidget
          remote="mf_catalog"
          module="./SearchBox"
          props={{ size: 'large', variant: 'drawer', autoFocus: true, onNavigate: close }}
          placeholderStyle={{ minHeight: 48 }}
        />
      </Drawer>

      <Sheet open={panel === 'services'} onClose={close} title="Services">
        <ServiceList>
          {SERVICE_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <ServiceLink to={entry.to} onClick={close}>
                <IconTile aria-hidden="true">{entry.icon}</IconTile>
                <span>
                  <strong>{entry.label}</strong>
                  <small>{entry.description}</small>
                </span>
              </ServiceLink>
            </li>
          ))}
        </ServiceList>
      </Sheet>
    </>
  );
}

const ServiceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ServiceLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-size: 15px;
  }
  small {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const IconTile = styled.span`
  display: grid !important;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(79, 140, 255, 0.14);
  color: ${(p) => p.theme.colors.primary};
`;
