import Markdown, { defaultUrlTransform } from 'react-markdown';
import styled from 'styled-components';
import { userText } from './user-text';

/**
 * A staff remark written in markdown, rendered by react-markdown: raw HTML in it stays text
 * (never parsed, never run), and link/image URLs go through its safe transform, so
 * `javascript:` and other non-http(s)/mailto links come out empty. Links open in a new tab.
 * Loaded lazily (`LazyMarkdownRemark`, the only export of the kit): shoppers' request details and
 * timelines and the staff console's remark preview render it; nothing on a first paint needs it.
 */
export default function MarkdownRemark({ text }: { text: string }) {
  return (
    <Body data-testid="markdown-remark">
      <Markdown
        skipHtml={false}
        urlTransform={defaultUrlTransform}
        components={{
          a: ({ node: _node, href, children, ...rest }) =>
            href ? (
              <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          img: ({ alt }) => <span>{alt}</span>,
        }}
      >
        {text}
      </Markdown>
    </Body>
  );
}

const Body = styled.div`
  ${userText}
  p,
  ul,
  ol {
    margin: 0 0 8px;
  }
  > :last-child {
    margin-bottom: 0;
  }
  ul,
  ol {
    padding-left: 20px;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
  }
`;
