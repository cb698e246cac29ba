// Profile fields of Query and Mutation (schema/profile.graphql): the signed-in user's data on
// the personal or company path their account decides, and the staff validation queue. The API
// validates and decides; its refusals arrive as GraphQL errors with its code and fields.
import { GraphQLError } from 'graphql';
import { missingTexts } from '../../machines/profile/applicant.rules.ts';
import { sectionStatusLabels } from '../../machines/profile/profile.selectors.ts';
import type { Missing } from '../../machines/profile/profile.types.ts';
import type { GatewayContext } from '../context.ts';
import type { ProfileKind } from '../datasources/lumbung-api.ts';
import type {
  MutationResolvers,
  ProfileResolvers,
  ProfileSectionResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

async function profileKind({ viewer }: GatewayContext): Promise<ProfileKind> {
  const me = await viewer();
  if (!me) {
    throw new GraphQLError('Please log in', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return me.isPersonal ? 'personal' : 'company';
}

export const Profile: ProfileResolvers = {
  missingLabels: (profile) => profile.missing.map((m) => missingTexts[m as Missing]),
};

export const ProfileSection: ProfileSectionResolvers = {
  statusLabel: (section) => sectionStatusLabels[section.status],
};

export const ProfileQuery: QueryResolvers = {
  provinces: (_, __, { api }) => api.provinces(),
  regencies: (_, { provinceCode }, { api }) => api.regencies(provinceCode),
  districts: (_, { regencyCode }, { api }) => api.districts(regencyCode),
  villages: (_, { districtCode }, { api }) => api.villages(districtCode),
  banks: (_, __, { api }) => api.banks(),
  enumerations: async (_, __, { api }) =>
    Object.entries(await api.enumerations()).map(([name, options]) => ({ name, options })),
  myProfile: async (_, __, context) => context.api.profile(await profileKind(context)),
  validationQueue: async (_, __, { api }) => {
    const queue = await api.validationQueue();
    return {
      sections: queue.sections,
      bankChanges: queue.bankChanges.map((change) => ({ ...change, id: String(change.id) })),
    };
  },
};

export const ProfileMutation: MutationResolvers = {
  saveProfileSection: async (_, { section, data }, context) =>
    context.api.saveProfileSection(await profileKind(context), section, data),
  requestProfileValidation: async (_, __, context) =>
    context.api.requestProfileValidation(await profileKind(context)),
  requestAgreementSigning: async (_, __, context) =>
    context.api.requestAgreementSigning(await profileKind(context)),
  requestBankChange: async (_, { data }, context) =>
    context.api.requestBankChange(await profileKind(context), data),
  amendBankChange: async (_, { data }, context) =>
    context.api.amendBankChange(await profileKind(context), data),
  validateProfileSection: (_, { userId, section }, { api }) =>
    api.decideSection(userId, section, { validate: true }),
  rejectProfileSection: (_, { userId, section, reason }, { api }) =>
    api.decideSection(userId, section, { validate: false, reason }),
  approveBankChange: (_, { id }, { api }) => api.decideBankChange(id, { approve: true }),
  refuseBankChange: (_, { id, reason }, { api }) =>
    api.decideBankChange(id, { approve: false, reason }),
};
