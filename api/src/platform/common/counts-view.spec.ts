import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiSchema, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { CountsView } from './counts-view';
import { ApiEnvelope } from './openapi-responses';

@ApiSchema({ name: 'ShelfCounts' })
class ShelfCountsView extends CountsView({ books: 'Books on the shelf', readers: 'Readers who read them' }) {}

@Controller('shelf')
class ShelfController {
  @Get()
  @ApiEnvelope(ShelfCountsView)
  counts(): ShelfCountsView {
    return { books: 2, readers: 1 };
  }
}

@Module({ controllers: [ShelfController] })
class ShelfModule {}

describe('CountsView', () => {
  it('documents one required whole number per count, with its description, in the order given', async () => {
    const app = await NestFactory.create(ShelfModule, { logger: false });
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    await app.close();

    expect(document.components?.schemas?.ShelfCounts).toEqual({
      type: 'object',
      properties: {
        books: { type: 'integer', description: 'Books on the shelf' },
        readers: { type: 'integer', description: 'Readers who read them' },
      },
      required: ['books', 'readers'],
    });
  });
});
