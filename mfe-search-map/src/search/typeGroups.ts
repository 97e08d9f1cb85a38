import { PROPERTY_TYPE_GROUPS, type PropertyTypeChild, type PropertyTypeGroup, type SearchFilters } from '@marketplace/shared';

type TypeFlags = Pick<SearchFilters, PropertyTypeGroup | PropertyTypeChild>;

export const TYPE_GROUP_NAMES = Object.keys(PROPERTY_TYPE_GROUPS) as PropertyTypeGroup[];

/** The group a child type belongs to. */
export function groupOf(child: PropertyTypeChild): PropertyTypeGroup {
  return TYPE_GROUP_NAMES.find((group) => (PROPERTY_TYPE_GROUPS[group] as readonly string[]).includes(child))!;
}

/** Names of every ticked group and child type, groups first, in the catalogue's order. */
export function chosenTypeNames(flags: TypeFlags): string[] {
  return TYPE_GROUP_NAMES.flatMap((group) => [
    ...(flags[group] ? [group] : []),
    ...(PROPERTY_TYPE_GROUPS[group] as readonly PropertyTypeChild[]).filter((child) => flags[child]),
  ]);
}

/** Ticking a group selects all its children; unticking clears the group and its children. */
export function tickGroup<F extends TypeFlags & Pick<SearchFilters, 'property_types'>>(
  filters: F,
  group: PropertyTypeGroup,
  ticked: boolean,
): F {
  const next: F = { ...filters, [group]: ticked };
  for (const child of PROPERTY_TYPE_GROUPS[group]) (next as TypeFlags)[child] = ticked;
  return { ...next, property_types: chosenTypeNames(next) };
}

/** Ticking a child ticks its group; unticking a child leaves the group as it is. */
export function tickChild<F extends TypeFlags & Pick<SearchFilters, 'property_types'>>(
  filters: F,
  child: PropertyTypeChild,
  ticked: boolean,
): F {
  const next: F = { ...filters, [child]: ticked, ...(ticked ? { [groupOf(child)]: true } : {}) };
  return { ...next, property_types: chosenTypeNames(next) };
}
