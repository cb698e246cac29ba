import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { cachedFor, EDITABLE_REFERENCE } from '../../http/cache-control.ts';
import {
  createDeveloper,
  createProduct,
  findDeveloper,
  findProduct,
  listDevelopers,
  listProducts,
  type ProductInput,
  productView,
  updateDeveloper,
  updateProduct,
} from '../../products/products.ts';
import { idParam } from '../shared.schemas.ts';
import {
  createdDeveloperResponse,
  createdProductResponse,
  developerBody,
  developerListResponse,
  developerResponse,
  productBody,
  productListResponse,
  productResponse,
} from './products.schemas.ts';

type ProductBody = z.output<typeof productBody>;

const productInput = (body: ProductBody): ProductInput => ({
  code: body.code,
  productName: body.productName,
  productNameEn: body.productNameEn,
  adminFee: body.adminFee,
  lowRiskInterest: body.low_risk_interest,
  highRiskInterest: body.high_risk_interest,
  typePayment: body.typePayment,
  isProperty: body.isProperty,
  isFlow: body.isFlow,
  purpose: body.purpose,
});

const developerView = (d: { id: number; developer_name: string }) => ({
  id: d.id,
  developerName: d.developer_name,
});
const staffTags = ['Products (staff)'];

const secured = { security: [{ bearer: [] }] };

export const productRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reference = cachedFor(EDITABLE_REFERENCE);
    app.get(
      '/product',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: { tags: ['Products'], response: productListResponse, ...secured },
        onSend: reference,
      },
      async (request) => {
        viewerOf(request);
        return { data: { data: (await listProducts(deps.db)).map(productView) } };
      },
    );
    app.get(
      '/product/:id',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: { tags: ['Products'], params: idParam, response: productResponse, ...secured },
        onSend: reference,
      },
      async (request) => {
        viewerOf(request);
        return { data: productView(await findProduct(deps.db, request.params.id)) };
      },
    );
    app.get(
      '/developer',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: { tags: ['Products'], response: developerListResponse, ...secured },
        onSend: reference,
      },
      async (request) => {
        viewerOf(request);
        const developers = await listDevelopers(deps.db);
        return {
          data: { data: developers.map((d) => ({ id: d.id, developerName: d.developer_name })) },
        };
      },
    );
    app.get(
      '/developer/:id',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: { tags: ['Products'], params: idParam, response: developerResponse, ...secured },
        onSend: reference,
      },
      async (request) => {
        viewerOf(request);
        const d = await findDeveloper(deps.db, request.params.id);
        return { data: { id: d.id, developerName: d.developer_name } };
      },
    );

    app.post(
      '/product',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Create a product (staff)',
          body: productBody,
          response: createdProductResponse,
          ...secured,
        },
      },
      async (request, reply) => {
        viewerOf(request, 'admin');
        const created = await createProduct(deps.db, productInput(request.body));
        return reply.status(201).send({ data: productView(created) });
      },
    );
    app.put(
      '/product/:id',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Change a product (staff); existing loans keep their interest range',
          params: idParam,
          body: productBody,
          response: productResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        const updated = await updateProduct(deps.db, request.params.id, productInput(request.body));
        return { data: productView(updated) };
      },
    );
    app.post(
      '/developer',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Create a developer (staff)',
          body: developerBody,
          response: createdDeveloperResponse,
          ...secured,
        },
      },
      async (request, reply) => {
        viewerOf(request, 'admin');
        const created = await createDeveloper(deps.db, request.body.developerName);
        return reply.status(201).send({ data: developerView(created) });
      },
    );
    app.put(
      '/developer/:id',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: staffTags,
          summary: 'Rename a developer (staff)',
          params: idParam,
          body: developerBody,
          response: developerResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        const updated = await updateDeveloper(
          deps.db,
          request.params.id,
          request.body.developerName,
        );
        return { data: developerView(updated) };
      },
    );
  };
