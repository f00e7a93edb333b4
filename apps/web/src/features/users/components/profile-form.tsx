import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';

import { ProfileFormSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';

import { useUpdateProfile } from '../api/update-profile';

export interface ProfileValues {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/** The Profile tab: name, email, phone and address, all optional (spec section 5). */
export function ProfileForm({ userId, initial }: { userId: string | undefined; initial: ProfileValues }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      name: initial.name ?? '',
      email: initial.email ?? '',
      phone: initial.phone ?? '',
      address: initial.address ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!userId) {
      toast.error(t('settings.userNotFound'));
      return;
    }
    updateProfile.mutate(
      { id: userId, ...values },
      {
        onSuccess: () => toast.success(t('settings.profile.success')),
        onError: () => toast.error(t('settings.profile.failed')),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('settings.profile.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('settings.profile.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('settings.profile.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t('settings.profile.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start" loading={updateProfile.isPending}>
        {updateProfile.isPending ? t('settings.profile.saving') : t('settings.profile.save')}
      </Button>
    </form>
  );
}
