import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import {
  findDeveloper,
  findProduct,
  listDevelopers,
  listProducts,
  productView,
} from '../../products/products.ts';
import { idParam } from '../shared.schemas.ts';
import {
  developerListResponse,
  developerResponse,
  productListResponse,
  productResponse,
} from './products.schemas.ts';

const secured = { security: [{ bearer: [] }] };

export const productRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/product',
      { schema: { tags: ['Products'], response: productListResponse, ...secured } },
      async (request) => {
        viewerOf(request);
        return { data: { data: (await listProducts(deps.db)).map(productView) } };
      },
    );
    app.get(
      '/product/:id',
      { schema: { tags: ['Products'], params: idParam, response: productResponse, ...secured } },
      async (request) => {
        viewerOf(request);
        return { data: productView(await findProduct(deps.db, request.params.id)) };
      },
    );
    app.get(
      '/developer',
      { schema: { tags: ['Products'], response: developerListResponse, ...secured } },
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
      { schema: { tags: ['Products'], params: idParam, response: developerResponse, ...secured } },
      async (request) => {
        viewerOf(request);
        const d = await findDeveloper(deps.db, request.params.id);
        return { data: { id: d.id, developerName: d.developer_name } };
      },
    );
  };
