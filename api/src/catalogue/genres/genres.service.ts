import { Injectable, NotFoundException } from '@nestjs/common';
import { onDuplicateKey } from '../../platform/common/duplicate-key';
import type { CreateGenreDto, UpdateGenreDto } from './dto/genre.dto';
import { GenreCascades } from './genre.cascades';
import { Genre, genreNameKey } from './genre.schema';
import { toGenreView, type GenreView, type LeanGenre } from './genre.view';
import { Collections } from '../../platform/database/collections';

const DUPLICATE_NAME = 'A genre with this name already exists';

@Injectable()
export class GenresService {
  constructor(
    private readonly db: Collections,
    private readonly cascades: GenreCascades,
  ) {}

  /** `allStatuses`: bookCount counts draft and archived books too (CountsQueryDto); else the published ones. */
  async list(allStatuses = false): Promise<GenreView[]> {
    const genres = await this.db.genres.find().sort({ name: 1, _id: 1 }).lean<LeanGenre[]>();
    return genres.map((g) => toGenreView(g, allStatuses));
  }

  async get(id: string, allStatuses = false): Promise<GenreView> {
    const genre = await this.db.genres.findById(id).lean<LeanGenre>();
    if (!genre) throw new NotFoundException('Genre not found');
    return toGenreView(genre, allStatuses);
  }

  async create(dto: CreateGenreDto): Promise<GenreView> {
    const genre = await this.db.genres
      .create({ ...dto, nameKey: genreNameKey(dto.name) })
      .catch(onDuplicateKey(DUPLICATE_NAME));
    return toGenreView(genre.toObject(), true);
  }

  async update(id: string, dto: UpdateGenreDto): Promise<GenreView> {
    const changes: Partial<Genre> = { ...dto };
    if (dto.name !== undefined) changes.nameKey = genreNameKey(dto.name);
    const result = await this.db.genres
      .updateOne({ _id: id }, { $set: changes }, { runValidators: true })
      .catch(onDuplicateKey(DUPLICATE_NAME));
    if (result.matchedCount === 0) throw new NotFoundException('Genre not found');
    if (dto.name !== undefined) await this.cascades.renamed(id, dto.name);
    return this.get(id, true);
  }

  /** Deletes the genre and takes it out of every book's genres (whole-array $set: the embedded server has no $pull). */
  async remove(id: string): Promise<void> {
    const result = await this.db.genres.deleteOne({ _id: id });
    if (result.deletedCount === 0) throw new NotFoundException('Genre not found');
    await this.cascades.deleted(id);
  }
}
