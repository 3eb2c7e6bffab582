import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  type ApiTokenScope,
  CreateApiTokenDocument,
  MyApiTokensDocument,
  type Role,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphQLErrorCode } from '../../../lib/graphqlErrors.js';
import { isStaff } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { CheckboxGroup } from '../../../ui/CheckboxGroup.js';
import { DeferredSelect as Select } from '../../../ui/DeferredSelect.js';
import { TextField } from '../../../ui/TextField.js';
import { securityStyles } from '../../security/index.js';

const EXPIRY_DAYS = [7, 30, 90, 180, 366] as const;
const DEFAULT_EXPIRY = 90;

/** Name, scopes (moderate for staff only) and lifetime of a new token; answers its secret. */
export function CreateApiTokenForm({
  viewerRole,
  onCreated,
}: {
  viewerRole: Role;
  onCreated: (token: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['READ']);
  const [days, setDays] = useState<number>(DEFAULT_EXPIRY);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiTokenDocument, {
    refetchQueries: [MyApiTokensDocument],
  });
  const scopeChoices: ApiTokenScope[] = isStaff(viewerRole)
    ? ['READ', 'WRITE', 'MODERATE']
    : ['READ', 'WRITE'];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) return setFailure(t('pages.apiAccess.errors.name'));
    if (scopes.length === 0) return setFailure(t('pages.apiAccess.errors.scopes'));
    try {
      const result = await create({
        variables: { input: { name: name.trim(), scopes, expiresInDays: days } },
      });
      const token = result.data?.createApiToken.token;
      if (token) {
        setName('');
        onCreated(token);
      }
    } catch (error) {
      setFailure(
        graphQLErrorCode(error) === 'BAD_USER_INPUT'
          ? t('pages.apiAccess.errors.invalid')
          : t('pages.apiAccess.errors.unknown'),
      );
    }
  };

  return (
    <Form className={securityStyles.form} onSubmit={submit} validationBehavior="aria">
      <TextField
        label={t('pages.apiAccess.name')}
        name="name"
        isRequired
        maxLength={80}
        value={name}
        onChange={setName}
      />
      <CheckboxGroup
        label={t('pages.apiAccess.scopes')}
        isRequired
        value={scopes}
        onChange={setScopes}
        options={scopeChoices.map((scope) => ({
          value: scope,
          label: t(`pages.apiAccess.scope.${scope}.label`),
          description: t(`pages.apiAccess.scope.${scope}.description`),
        }))}
      />
      <Select
        label={t('pages.apiAccess.expiry')}
        value={days}
        onChange={setDays}
        options={EXPIRY_DAYS.map((count) => ({
          id: count,
          label: t('pages.apiAccess.expiryDays', { count }),
        }))}
      />
      <p role="alert" className={securityStyles.alert}>
        {failure}
      </p>
      <Button type="submit" isDisabled={loading}>
        {t('pages.apiAccess.create')}
      </Button>
    </Form>
  );
}
