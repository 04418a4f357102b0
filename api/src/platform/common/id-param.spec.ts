import { Controller, Get, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { IdParam } from './id-param';

@Controller('shelves/:id')
class ShelvesController {
  @Get('books/:bookId')
  book(@IdParam('Shelf id') id: string, @IdParam('Book id', 'bookId') bookId: string, @Param('id') raw: string) {
    return { id, bookId, raw };
  }
}

@Module({ controllers: [ShelvesController] })
class ShelvesModule {}

describe('IdParam', () => {
  const ids = { shelf: '64b7f0c2a1b2c3d4e5f60718', book: '64b7f0c2a1b2c3d4e5f60719' };
  let app: Awaited<ReturnType<typeof NestFactory.create>>;
  beforeAll(async () => {
    app = await NestFactory.create(ShelvesModule, { logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it("hands the route's ids to the handler", async () => {
    const res = await request(app.getHttpServer()).get(`/shelves/${ids.shelf}/books/${ids.book}`).expect(200);
    expect(res.body).toEqual({ id: ids.shelf, bookId: ids.book, raw: ids.shelf });
  });

  it('refuses a malformed id with a 400', async () => {
    await request(app.getHttpServer()).get(`/shelves/nope/books/${ids.book}`).expect(400);
    await request(app.getHttpServer()).get(`/shelves/${ids.shelf}/books/${ids.book}x`).expect(400);
  });

  it('documents each id with its description, in the order of the path', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    expect(document.paths['/shelves/{id}/books/{bookId}'].get?.parameters).toEqual([
      { name: 'id', required: true, in: 'path', description: 'Shelf id', schema: { type: 'string' } },
      { name: 'bookId', required: true, in: 'path', description: 'Book id', schema: { type: 'string' } },
    ]);
  });
});
