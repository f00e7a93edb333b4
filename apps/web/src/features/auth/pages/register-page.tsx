import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';

import { RegisterEmailSchema, RegisterPhoneSchema } from '@dokan/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

import { useRegister } from '../api/register';
import { authLinkClassName, AuthScreen, OrDivider } from '../components/auth-screen';
import { GoogleSignIn } from '../components/google-sign-in';
import { NewPasswordFields } from '../components/new-password-fields';
import { messageOf } from '../redirect';

type Method = 'email' | 'phone';

interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const schemas = { email: RegisterEmailSchema, phone: RegisterPhoneSchema } as const;

/** One sign-up form; the two tabs differ only in the contact field and where a success leads. */
function RegisterForm({ method }: { method: Method }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegisterValues>({
    // Each schema reads its own contact field and ignores the other one.
    resolver: zodResolver(schemas[method]) as unknown as Resolver<RegisterValues>,
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name, email, phone, password, confirmPassword }) => {
    const body =
      method === 'email'
        ? { method, name, email, password, confirmPassword }
        : { method, name, phone, password, confirmPassword };
    register.mutate(body, {
      onSuccess: () => {
        if (method === 'email') {
          toast.success(t('auth.toast.checkEmail'));
          void navigate(paths.verifyPending());
        } else {
          void navigate(paths.otpVerificationRegister(), { state: { phone } });
        }
      },
      onError: (error) => toast.error(messageOf(error, t('auth.toast.registerFailed'))),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.fields.name')}
        placeholder={t('auth.fields.namePlaceholder')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {method === 'email' ? (
        <TextField
          label={t('auth.fields.email')}
          placeholder={t('auth.fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      ) : (
        <TextField
          label={t('auth.fields.phone')}
          placeholder={t('auth.fields.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      )}
      <NewPasswordFields form={form} label={t('auth.fields.password')} />
      <Button type="submit" size="lg" loading={register.isPending} className="mt-2 w-full">
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}

/** Sign up (spec section 2): by e-mail or by phone, or with Google. */
export function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <AuthScreen
      framed
      title={t('auth.register.title')}
      description={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.login()} state={location.state} className={authLinkClassName}>
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <title>{`${t('auth.register.title')} | ${t('shop.name')}`}</title>
      <Tabs defaultValue="email">
        <TabsList aria-label={t('auth.register.methods')} className="mb-5 grid grid-cols-2 gap-0">
          <TabsTrigger value="email" className="px-2 whitespace-normal">
            {t('auth.register.emailTab')}
          </TabsTrigger>
          <TabsTrigger value="phone" className="px-2 whitespace-normal">
            {t('auth.register.phoneTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email">
          <RegisterForm method="email" />
        </TabsContent>
        <TabsContent value="phone">
          <RegisterForm method="phone" />
        </TabsContent>
      </Tabs>
      <GoogleSignIn text="signup_with" before={<OrDivider label={t('auth.or')} />} />
    </AuthScreen>
  );
}
