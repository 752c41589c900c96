import { ErrorBox, Skeleton } from 'shared';
import type { SearchFilters } from 'shared/contracts';
import styled from 'styled-components';
import { conditionLabel } from '../../product-card';
import {
  type SearchScope,
  type SearchUrlState,
  toggleValue,
  withFilters,
  withSpecRange,
  withSpecValues,
} from '../lib/search-params';
import { SEARCH_MESSAGES } from '../messages';
import { FilterSection } from './FilterSection';
import { type OptionItem, OptionList } from './OptionList';
import { PriceRangeFilter } from './PriceRangeFilter';
import { SpecFilter } from './SpecFilter';

export interface FilterPanelProps {
  state: SearchUrlState;
  onChange: (next: SearchUrlState) => void;
  filters: SearchFilters | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Taxonomy fixed by a category page: its levels are not offered. */
  scope?: SearchScope;
}

interface Facet {
  name: string;
  slug?: string;
  count: number;
}

const lower = (v: string) => v.toLowerCase();

/** A URL value names a facet by its slug or its name, in any case. */
function matches(facet: Facet, value: string): boolean {
  const v = lower(value);
  return v === facet.slug || v === lower(facet.name);
}

/** The facets as checkboxes; chosen values the server no longer lists stay visible (count 0) so they can be unticked. */
function facetOptions(
  facets: readonly Facet[],
  selected: readonly string[],
  label = (f: Facet) => f.name,
): OptionItem[] {
  const options: OptionItem[] = facets.map((f) => ({
    value: f.slug ?? f.name,
    label: label(f),
    count: f.count,
    checked: selected.some((v) => matches(f, v)),
  }));
  for (const v of selected) {
    if (!facets.some((f) => matches(f, v))) options.push({ value: v, label: v, count: 0, checked: true });
  }
  return options;
}

/** Ticking or unticking a facet; unticking removes the value under any of its spellings. */
function toggleFacet(
  selected: readonly string[],
  facets: readonly Facet[],
  value: string,
  on: boolean,
): string[] {
  const facet = facets.find((f) => (f.slug ?? f.name) === value);
  if (on) return toggleValue(selected, value, true);
  return selected.filter((v) => v !== value && !(facet && matches(facet, v)));
}

/**
 * The filter panel (docs/product.md#catalogue-and-search): categories, subcategories, labels and
 * conditions with counts, the price range and the dynamic spec filters grouped by spec group. Every
 * change goes into the URL through `onChange` (and resets the page to 1).
 */
export function FilterPanel({
  state,
  onChange,
  filters,
  isPending,
  isError,
  onRetry,
  scope,
}: FilterPanelProps) {
  if (!filters) {
    if (isError) return <ErrorBox message={SEARCH_MESSAGES.filtersFailed} onRetry={onRetry} />;
    return <PanelSkeleton busy={isPending} />;
  }

  const showCategories = !scope?.category;
  const showSubcategories = !scope?.category && !scope?.subcategory;

  const changeCategories = (category: string[]) => {
    // Subcategories and labels outside the chosen categories no longer apply.
    const chosen = filters.categories.filter((c) => category.some((v) => matches(c, v))).map((c) => c.name);
    const subcategory =
      chosen.length === 0
        ? state.subcategory
        : state.subcategory.filter((v) =>
            filters.subcategories.some((s) => matches(s, v) && chosen.includes(s.category)),
          );
    onChange(withFilters(state, { category, subcategory, label: pruneLabels(subcategory) }));
  };

  const pruneLabels = (subcategory: string[]) => {
    const chosen = filters.subcategories
      .filter((s) => subcategory.some((v) => matches(s, v)))
      .map((s) => s.name);
    if (chosen.length === 0) return state.label;
    return state.label.filter((v) =>
      filters.labels.some((l) => matches(l, v) && chosen.includes(l.subcategory)),
    );
  };

  const [low, high] = filters.discountPriceBounds;

  return (
    <Panel>
      {showCategories && filters.categories.length > 0 && (
        <FilterSection title="Categories">
          <OptionList
            legend="Categories"
            options={facetOptions(filters.categories, state.category)}
            onToggle={(value, on) =>
              changeCategories(toggleFacet(state.category, filters.categories, value, on))
            }
          />
        </FilterSection>
      )}
      {showSubcategories && filters.subcategories.length > 0 && (
        <FilterSection title="Subcategories">
          <OptionList
            legend="Subcategories"
            options={facetOptions(filters.subcategories, state.subcategory)}
            onToggle={(value, on) => {
              const subcategory = toggleFacet(state.subcategory, filters.subcategories, value, on);
              onChange(withFilters(state, { subcategory, label: pruneLabels(subcategory) }));
            }}
          />
        </FilterSection>
      )}
      {(filters.labels.length > 0 || state.label.length > 0) && (
        <FilterSection title="Labels">
          <OptionList
            legend="Labels"
            options={facetOptions(filters.labels, state.label)}
            onToggle={(value, on) =>
              onChange(withFilters(state, { label: toggleFacet(state.label, filters.labels, value, on) }))
            }
          />
        </FilterSection>
      )}
      {filters.conditions.length > 0 && (
        <FilterSection title="Condition">
          <OptionList
            legend="Condition"
            options={facetOptions(filters.conditions, state.condition, (f) => conditionLabel(f.name))}
            onToggle={(value, on) =>
              onChange(
                withFilters(state, {
                  condition: toggleValue(state.condition, value as (typeof state.condition)[number], on),
                }),
              )
            }
          />
        </FilterSection>
      )}
      {(high > 0 || state.minDiscountPrice != null || state.maxDiscountPrice != null) && (
        <PriceRangeFilter
          bounds={[low, Math.max(low, high)]}
          appliedMin={state.minDiscountPrice}
          appliedMax={state.maxDiscountPrice}
          onApply={(min, max) =>
            onChange(withFilters(state, { minDiscountPrice: min, maxDiscountPrice: max }))
          }
          discountOnly={state.filterByDiscount}
          onDiscountOnlyChange={(on) => onChange(withFilters(state, { filterByDiscount: on }))}
        />
      )}
      {filters.specGroups.map((group, index) => (
        <FilterSection
          key={group.name}
          title={group.name}
          // The first groups open; further ones only when one of their filters is set.
          defaultOpen={
            index < 3 || group.specs.some((s) => state.specValues[s.key] || state.specRanges[s.key])
          }
        >
          {group.specs.map((spec) => (
            <SpecFilter
              key={spec.key}
              spec={spec}
              selected={state.specValues[spec.key] ?? []}
              range={state.specRanges[spec.key]}
              onValuesChange={(values) => onChange(withSpecValues(state, spec.key, values))}
              onRangeChange={(range) => onChange(withSpecRange(state, spec.key, range))}
            />
          ))}
        </FilterSection>
      ))}
    </Panel>
  );
}

function PanelSkeleton({ busy }: { busy: boolean }) {
  return (
    <Panel aria-busy={busy || undefined}>
      {[0, 1, 2].map((i) => (
        <SkeletonGroup key={i}>
          <Skeleton width="50%" height={18} />
          <Skeleton width="80%" height={14} />
          <Skeleton width="70%" height={14} />
          <Skeleton width="75%" height={14} />
        </SkeletonGroup>
      ))}
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const SkeletonGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 0;
`;
