import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the operation selects directly under the field being resolved,
 * through named and inline fragments. Directives (@skip, @include) are not weighed: a field
 * counted that then goes unused only costs the API a little work, never a second call.
 */
export function selectedFieldNames(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const fragmentsSeen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!fragmentsSeen.has(selection.name.value)) {
        fragmentsSeen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
