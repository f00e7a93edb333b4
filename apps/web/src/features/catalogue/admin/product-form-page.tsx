import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';

import {
  derivedOptions,
  displayPrice,
  type Product,
  PRODUCT_IMAGES_REQUIRED_MESSAGE,
  type ProductCreateFields,
  ProductCreateFieldsSchema,
  swatchColour,
} from '@dokan/domain';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorState, LoadingBlocks } from '@/components/admin/query-states';
import { toastError } from '@/components/admin/toast-error';
import { Button } from '@/components/ui/button';
import { Field, inputClassName, TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useOwners } from '@/features/users';
import { ApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLocalName } from '@/lib/local-name';

import { useCreateProduct } from '../api/create-product';
import { productQueryOptions } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { CartLinkField } from './cart-link-field';
import { CategorySelects } from './category-selects';
import { FaqEditor } from './faq-editor';
import { OptionLabelsField } from './option-labels-field';
import {
  createProductBody,
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  type ProductFormControl,
  type ProductFormValues,
  productFormValues,
  realignedLabels,
  updateProductBody,
} from './product-form-values';
import { type ProductImageItem, ProductImagesField } from './product-images-field';
import { TextListField } from './text-list-field';
import { UploadProgress } from './upload-progress';
import { VariantsField } from './variants-field';

/** /admin/products/new and /admin/products/:id/edit: one form, empty or filled from the saved product. */
export function ProductFormPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <ProductForm />;
}

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  // The form starts from what is saved now, not from a cached copy.
  const product = useQuery({ ...productQueryOptions(id), staleTime: 0 });
  if (product.isPending) {
    return (
      <>
        <PageHeader title={t('adminCatalogue.productForm.editTitle')} />
        <LoadingBlocks count={4} className="h-32" />
      </>
    );
  }
  if (product.isError) {
    return (
      <>
        <PageHeader title={t('adminCatalogue.productForm.editTitle')} />
        <ErrorState
          message={t('adminCatalogue.productForm.loadFailed')}
          detail={product.error.message}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  }
  // Keyed by the product, so opening another product's edit page starts a fresh form.
  return <ProductForm key={product.data._id} product={product.data} />;
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border border-gray-300"
      style={{ backgroundColor: swatchColour(colour) }}
    />
  );
}

/** One of the form's lists (colours, sizes, details, tags, and their Bangla), with its messages. */
function ListField({
  control,
  name,
  onChanged,
  ...field
}: {
  control: ProductFormControl;
  name: 'colors' | 'sizes' | 'productDetails' | 'productDetailsBn' | 'searchTags' | 'searchTagsBn';
  /** Told of a new list before the form keeps it. */
  onChanged?: (next: string[]) => void;
} & Pick<ComponentProps<typeof TextListField>, 'label' | 'hint' | 'lang' | 'layout' | 'decorate'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: list, fieldState }) => (
        <TextListField
          {...field}
          value={list.value}
          onChange={(next) => {
            onChanged?.(next);
            list.onChange(next);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useFormat();
  const navigate = useNavigate();
  const role = useAuthStore((state) => state.user?.role);
  // Spec roles: an admin may give the product to an owner; an owner's products are always their own.
  const mayChooseOwner = role === 'admin';
  const owners = useOwners(mayChooseOwner);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const priceLabelId = useId();

  const [initial] = useState<ProductFormValues>(() => (product ? productFormValues(product) : EMPTY_PRODUCT_FORM));
  const initialImages = product?.productImages ?? [];
  const [images, setImages] = useState<ProductImageItem[]>(() => initialImages.map((url) => ({ kind: 'saved', url })));
  const [imagesError, setImagesError] = useState<string | undefined>();

  const form = useForm<ProductFormValues, unknown, ProductCreateFields>({
    // The schema takes multipart text (its preprocessors read `unknown`), so its input type is looser than the form's.
    resolver: zodResolver(ProductCreateFieldsSchema) as Resolver<ProductFormValues, unknown, ProductCreateFields>,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [originalPrice, discount, category, subCategory, subSubCategory, colors, sizes, variants] = useWatch({
    control: form.control,
    name: ['originalPrice', 'discount', 'category', 'subCategory', 'subSubCategory', 'colors', 'sizes', 'variants'],
  });
  /** With variants, the product's colours, sizes and stock are theirs (docs/decisions/077): kept so before saving. */
  const fromVariants = (rows: ProductFormValues['variants']) =>
    derivedOptions(rows.map((row) => ({ color: row.color, size: row.size, stock: Number(row.stock) || 0 })));
  const variantStock = variants.length ? fromVariants(variants).remaining : null;
  function takeOptionsFromVariants() {
    const rows = form.getValues('variants');
    if (!rows.length) return;
    const derived = fromVariants(rows);
    for (const field of ['colors', 'sizes'] as const) {
      changeOptions(field, derived[field]);
      form.setValue(field, derived[field]);
    }
    form.setValue('remainingProducts', String(derived.remaining));
  }
  /** A new list of colours or sizes: each keeps its Bangla name, found by its English one. */
  const changeOptions = (field: 'colors' | 'sizes', next: string[]) => {
    const labels = field === 'colors' ? 'colorsBn' : 'sizesBn';
    form.setValue(labels, realignedLabels(form.getValues(field), form.getValues(labels), next), { shouldDirty: true });
  };
  const price = Number(originalPrice);
  const percent = Number(discount || 0);
  const priceIsValid =
    Number.isFinite(price) && price > 0 && Number.isFinite(percent) && percent >= 0 && percent <= 100;
  const shownPrice = priceIsValid
    ? displayPrice({ productOriginalPrice: price, productDiscount: percent, productPrice: price })
    : null;

  const changeImages = (next: ProductImageItem[]) => {
    setImages(next);
    if (next.length > 0) setImagesError(undefined);
  };

  const onProgress = (fraction: number) => setProgress(fraction);
  const done = (message: string) => {
    setProgress(null);
    toast.success(message);
    void navigate(paths.adminProducts());
  };
  const failed = (fallback: string) => (error: unknown) => {
    setProgress(null);
    toastError(error, fallback);
    // A refused form: each message also goes beside its field.
    if (error instanceof ApiError) {
      for (const problem of error.errors) {
        const field = formFieldOf(problem.path);
        if (field) form.setError(field, { message: problem.message }, { shouldFocus: false });
        else if (problem.path === 'productImages' || problem.path === 'keepImages') setImagesError(problem.message);
      }
    }
  };

  const submit = form.handleSubmit(
    (fields) => {
      if (images.length === 0) {
        setImagesError(PRODUCT_IMAGES_REQUIRED_MESSAGE);
        return;
      }
      if (!product) {
        const body = createProductBody(fields, images, { mayChooseOwner });
        create.mutate(
          { body, onProgress },
          {
            onSuccess: () => done(t('adminCatalogue.productForm.created')),
            onError: failed(t('adminCatalogue.productForm.saveFailed')),
          },
        );
        return;
      }
      const body = updateProductBody(initial, form.getValues(), fields, initialImages, images, { mayChooseOwner });
      if (!body) {
        toast(t('adminCatalogue.productForm.nothingChanged'));
        return;
      }
      update.mutate(
        { id: product._id, body, onProgress },
        {
          onSuccess: () => done(t('adminCatalogue.productForm.updated')),
          onError: failed(t('adminCatalogue.productForm.saveFailed')),
        },
      );
    },
    () => {
      if (images.length === 0) setImagesError(PRODUCT_IMAGES_REQUIRED_MESSAGE);
    },
  );

  const title = product ? t('adminCatalogue.productForm.editTitle') : t('adminCatalogue.productForm.newTitle');
  return (
    <>
      <PageHeader
        title={title}
        description={product && localName(product.productName, product.productNameBn)}
        actions={
          <Button variant="outline" asChild>
            <Link to={paths.adminProducts()}>{t('adminCatalogue.productForm.backToList')}</Link>
          </Button>
        }
      />
      {product && <CartLinkField product={product} />}
      {/* The save bar stays at the bottom of the screen: a focused control scrolls clear of it. */}
      <form
        onSubmit={(event) => {
          takeOptionsFromVariants();
          void submit(event);
        }}
        noValidate
        aria-label={title}
        className="flex max-w-4xl flex-col gap-4 pb-8 [&_:is(input,select,textarea,button,a)]:scroll-mb-28"
      >
        <Section title={t('adminCatalogue.productForm.basics')}>
          <TextField
            label={t('adminCatalogue.productForm.name')}
            lang="en"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('adminCatalogue.productForm.nameBn')}
            hint={t('adminCatalogue.productForm.banglaHint')}
            lang="bn"
            error={errors.nameBn?.message}
            {...form.register('nameBn')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('adminCatalogue.productForm.originalPrice')}
              inputMode="decimal"
              error={errors.originalPrice?.message}
              {...form.register('originalPrice')}
            />
            <TextField
              label={t('adminCatalogue.productForm.discount')}
              inputMode="numeric"
              error={errors.discount?.message}
              {...form.register('discount')}
            />
            <div className="flex flex-col gap-1.5">
              <span id={priceLabelId} className="text-sm font-medium text-gray-800">
                {t('adminCatalogue.productForm.displayedPrice')}
              </span>
              <output
                aria-labelledby={priceLabelId}
                aria-live="polite"
                className="flex h-11 items-center rounded-lg bg-gray-50 px-3 text-lg font-bold text-brand-800"
              >
                {shownPrice === null ? '—' : format.taka(shownPrice)}
              </output>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {variantStock === null ? (
              <TextField
                label={t('adminCatalogue.productForm.stock')}
                inputMode="numeric"
                error={errors.remainingProducts?.message}
                {...form.register('remainingProducts')}
              />
            ) : (
              <TextField
                label={t('adminCatalogue.productForm.stock')}
                hint={t('adminCatalogue.variants.stockFromVariants')}
                value={String(variantStock)}
                readOnly
              />
            )}
            <TextField
              label={t('adminCatalogue.productForm.quantity')}
              hint={t('adminCatalogue.productForm.quantityHint')}
              lang="en"
              error={errors.quantity?.message}
              {...form.register('quantity')}
            />
          </div>
          <TextField
            label={t('adminCatalogue.productForm.quantityBn')}
            hint={t('adminCatalogue.productForm.banglaHint')}
            lang="bn"
            error={errors.quantityBn?.message}
            {...form.register('quantityBn')}
          />
          <Field label={t('adminCatalogue.productForm.description')} error={errors.description?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                lang="en"
                className={`${inputClassName} h-auto py-2`}
                {...form.register('description')}
              />
            )}
          </Field>
          <Field
            label={t('adminCatalogue.productForm.descriptionBn')}
            hint={t('adminCatalogue.productForm.banglaHint')}
            error={errors.descriptionBn?.message}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                lang="bn"
                className={`${inputClassName} h-auto py-2`}
                {...form.register('descriptionBn')}
              />
            )}
          </Field>
          {mayChooseOwner && (
            <Controller
              control={form.control}
              name="OwnerId"
              render={({ field, fieldState }) => (
                <Field
                  label={t('adminCatalogue.productForm.owner')}
                  hint={
                    owners.isError
                      ? t('adminCatalogue.productForm.ownersFailed')
                      : t('adminCatalogue.productForm.ownerHint')
                  }
                  error={fieldState.error?.message}
                >
                  {(control) => (
                    // Controlled, so the saved owner stays selected when the list of owners arrives.
                    <select
                      {...control}
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                      aria-busy={owners.isPending || undefined}
                      className={inputClassName}
                    >
                      <option value="">{t('adminCatalogue.productForm.ownerMe')}</option>
                      {(owners.data ?? []).map((owner) => (
                        <option key={owner._id} value={owner._id}>
                          {owner.name} ({t(`adminCatalogue.roles.${owner.role}`)})
                        </option>
                      ))}
                      {/* The saved owner stays choosable even before (or without) the list. */}
                      {product?.OwnerId && !owners.data?.some((owner) => owner._id === product.OwnerId?._id) && (
                        <option value={product.OwnerId._id}>{product.OwnerId.name}</option>
                      )}
                    </select>
                  )}
                </Field>
              )}
            />
          )}
        </Section>

        <Section title={t('adminCatalogue.productForm.categorySection')}>
          <CategorySelects
            value={{ category, subCategory, subSubCategory }}
            onChange={(next) => {
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('category', next.category, options);
              form.setValue('subCategory', next.subCategory, options);
              form.setValue('subSubCategory', next.subSubCategory, options);
            }}
            errors={{
              category: errors.category?.message,
              subCategory: errors.subCategory?.message,
              subSubCategory: errors.subSubCategory?.message,
            }}
          />
        </Section>

        <Section title={t('adminCatalogue.productForm.imagesSection')}>
          <ProductImagesField items={images} onChange={changeImages} error={imagesError} />
          <TextField
            label={t('adminCatalogue.productForm.video')}
            type="url"
            hint={t('adminCatalogue.productForm.videoHint')}
            error={errors.video?.message}
            {...form.register('video')}
          />
        </Section>

        <Section title={t('adminCatalogue.productForm.optionsSection')}>
          <ListField
            control={form.control}
            name="colors"
            label={t('adminCatalogue.productForm.colors')}
            hint={t('adminCatalogue.productForm.colorsHint')}
            lang="en"
            onChanged={(next) => changeOptions('colors', next)}
            decorate={(colour) => <Swatch colour={colour} />}
          />
          <OptionLabelsField
            name="colorsBn"
            legend={t('adminCatalogue.productForm.colorsBn')}
            options={colors}
            register={form.register}
            errors={errors}
          />
          <ListField
            control={form.control}
            name="sizes"
            label={t('adminCatalogue.productForm.sizes')}
            lang="en"
            onChanged={(next) => changeOptions('sizes', next)}
          />
          <OptionLabelsField
            name="sizesBn"
            legend={t('adminCatalogue.productForm.sizesBn')}
            options={sizes}
            register={form.register}
            errors={errors}
          />
          <ListField
            control={form.control}
            name="productDetails"
            label={t('adminCatalogue.productForm.details')}
            hint={t('adminCatalogue.productForm.detailsHint')}
            lang="en"
            layout="rows"
          />
          <ListField
            control={form.control}
            name="productDetailsBn"
            label={t('adminCatalogue.productForm.detailsBn')}
            hint={t('adminCatalogue.productForm.listBnHint')}
            lang="bn"
            layout="rows"
          />
          <ListField
            control={form.control}
            name="searchTags"
            label={t('adminCatalogue.productForm.searchTags')}
            lang="en"
          />
          <ListField
            control={form.control}
            name="searchTagsBn"
            label={t('adminCatalogue.productForm.searchTagsBn')}
            hint={t('adminCatalogue.productForm.listBnHint')}
            lang="bn"
          />
        </Section>

        <Section title={t('adminCatalogue.variants.title')}>
          <VariantsField
            control={form.control}
            register={form.register}
            errors={errors}
            colors={colors}
            sizes={sizes}
          />
        </Section>

        <Section title={t('adminCatalogue.productForm.faqSection')}>
          <FaqEditor control={form.control} register={form.register} errors={errors} />
        </Section>

        <Section title={t('adminCatalogue.productForm.faqSectionBn')}>
          <p className="-mt-2 text-sm text-gray-600">{t('adminCatalogue.productForm.listBnHint')}</p>
          <FaqEditor name="faqsBn" control={form.control} register={form.register} errors={errors} />
        </Section>

        <div className="sticky bottom-0 -mx-1 flex flex-col gap-3 border-t border-gray-200 bg-white/95 px-1 py-3 backdrop-blur sm:flex-row sm:items-center">
          <Button type="submit" size="lg" loading={saving} className="sm:w-auto">
            {saving
              ? t('adminCatalogue.productForm.saving')
              : product
                ? t('adminCatalogue.productForm.saveChanges')
                : t('adminCatalogue.productForm.create')}
          </Button>
          <div className="min-w-0 flex-1">
            <UploadProgress value={progress} />
          </div>
        </div>
      </form>
    </>
  );
}
