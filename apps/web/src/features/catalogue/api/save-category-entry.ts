import { useMutation, useQueryClient } from '@tanstack/react-query';

import { uploadWithProgress } from '@/lib/upload-with-progress';

import { CATEGORY_LEVELS, type CategoryLevel, tagsChangedBy } from './category-levels';

export interface CategoryEntryInput {
  level: CategoryLevel;
  /** Set when editing: PUT instead of POST. */
  id?: string;
  /** Left out on an edit that keeps the name. */
  name?: string;
  /** The Bangla name: left out to keep it, blank to clear it. */
  nameBn?: string;
  /** Required when creating; on an edit, a new picture or none to keep the current one. */
  image?: File | null;
  /** The parents a subcategory (categoryId) or sub-subcategory (categoryId, subCategoryId) belongs to. */
  categoryId?: string;
  subCategoryId?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /categories, /subcategories, /subsubcategories (multipart) to create, PUT .../{id} to edit
 * with only the fields that change; answers the saved Category, SubCategory or SubSubCategory.
 */
export function saveCategoryEntry({
  level,
  id,
  name,
  nameBn,
  image,
  categoryId,
  subCategoryId,
  onProgress,
}: CategoryEntryInput): Promise<unknown> {
  const { path, nameField, imageField } = CATEGORY_LEVELS[level];
  const body = new FormData();
  if (name !== undefined) body.append(nameField, name);
  if (nameBn !== undefined) body.append(`${nameField}Bn`, nameBn);
  if (level !== 'category' && categoryId) body.append('categoryId', categoryId);
  if (level === 'subSubCategory' && subCategoryId) body.append('subCategoryId', subCategoryId);
  if (image) body.append(imageField, image);
  return id
    ? uploadWithProgress(`${path}/${encodeURIComponent(id)}`, { method: 'PUT', body, onProgress })
    : uploadWithProgress(path, { method: 'POST', body, onProgress });
}

export function useSaveCategoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategoryEntry,
    onSuccess: (_saved, { level }) =>
      Promise.all(tagsChangedBy(level).map((tag) => queryClient.invalidateQueries({ queryKey: [tag] }))),
  });
}
