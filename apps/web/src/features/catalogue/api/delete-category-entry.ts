import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { CATEGORY_LEVELS, type CategoryLevel, tagsChangedBy } from './category-levels';

/** DELETE /categories/{id} (and the two lower levels): refused with 409 while products or children use it. */
export function deleteCategoryEntry({ level, id }: { level: CategoryLevel; id: string }): Promise<unknown> {
  return apiRequest<unknown>(`${CATEGORY_LEVELS[level].path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategoryEntry,
    onSuccess: (_answer, { level }) =>
      Promise.all(tagsChangedBy(level).map((tag) => queryClient.invalidateQueries({ queryKey: [tag] }))),
  });
}
