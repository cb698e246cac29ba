import { idNumber } from '../datasources/path-segments.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export const Mutation: MutationResolvers = {
  login: (_, { email, password }, { api }) => api.login(email, password),
  createLoan: (_, { input }, { api }) =>
    api.createLoan({
      productid: idNumber(input.productId, 'productId'),
      genapplicationvalue: input.applicationValue,
      genrequireddate: input.requiredDate,
      genpurpose: input.purpose,
      developerid: input.developerId ? idNumber(input.developerId, 'developerId') : null,
    }),
  submitLoan: (_, { id }, { api }) => api.loanEvent(id, 'submit'),
  approveBail: (_, { id }, { api }) => api.loanEvent(id, 'approve-bail'),
  approveCredit: (_, { id, riskRating }, { api }) =>
    api.approveCredit(id, { riskrating: riskRating }),
  approveDirector: (_, { id }, { api }) => api.loanEvent(id, 'approve-director'),
  approveLoan: (_, { id }, { api }) => api.loanEvent(id, 'approved'),
  setOffer: (_, { id, input }, { api }) =>
    api.setOffer(id, {
      funappinterestpercentage: input.interestPercent,
      timeperiod: input.periodDays,
      appadminfee: input.adminFee,
      typepayment: input.paymentType,
      funappcfstarttime: input.fundingStart,
      funappcfendtime: input.fundingEnd,
    }),
  acceptOffer: (_, { id, consent }, { api }) => api.acceptOffer(id, consent),
  declineOffer: (_, { id }, { api }) => api.loanEvent(id, 'offer/decline'),
  rejectLoan: (_, { id, reason }, { api }) => api.decide(id, 'rejected', reason),
  cancelLoan: (_, { id, reason }, { api }) => api.decide(id, 'cancel', reason),
  closeLoan: (_, { id }, { api }) => api.closeLoan(id),
};
