#pragma once
// h[c], the state snapshots chunk_h writes and chunk_o reads, in column tiles of 16
// (SnapshotLayout::column_tiles, config_part2.h): [chunks, HV, V / 16, K, 16] bf16. A block_v-16
// workgroup of chunk_h (1 x 16384 at HV 32) then writes its [K, 16] snapshot as one 4 KiB run,
// 32 lines, where row-major [K, V] took 128 rows of 32 bytes, 128 lines. SnapshotLayout::
// key_groups / key_quads: the tiles' rows in groups of 8 / 4, [chunks, HV, V / 16, K / 8, 16, 8]
// or [..., K / 4, 16, 4], so a column's rows of a group are 16 / 8 contiguous bytes: the
// accumulator layout stores as many a lane (8 rows of a column on WMMA, 4 on MFMA), 16 lanes a
// whole 128-byte line, and a B operand loads 4 to 16 (whole lines a wave either way), no LDS trip
// on either side.

#include <cstdint>
#include <optional>
#include <vector>

#include "dsl/dsl.h"
#include "kernels/gdn/config_part2.h"

namespace gfxtile::gdn {

constexpr int kSnapshotTile = 16;

// The rows of a key group (key_groups 8, key_quads 4); 0 for the layouts without groups.
constexpr int snapshot_key_group(SnapshotLayout layout) {
  return layout == SnapshotLayout::key_groups ? 8 : layout == SnapshotLayout::key_quads ? 4 : 0;
}

// The element offset of (row, column) in one head's snapshot.
constexpr int64_t snapshot_offset(SnapshotLayout layout, int64_t row, int64_t column) {
  const int64_t group = snapshot_key_group(layout);
  switch (layout) {
    case SnapshotLayout::rows: return row * kHeadDim + column;
    case SnapshotLayout::column_tiles:
      return ((column / kSnapshotTile) * kHeadDim + row) * kSnapshotTile + column % kSnapshotTile;
    case SnapshotLayout::key_groups:
    case SnapshotLayout::key_quads:
      return (column / kSnapshotTile) * kHeadDim * kSnapshotTile + ((row / group) * kSnapshotTile + column % kSnapshotTile) * group +
             row % group;
  }
  return 0;
}

// Where a [K, columns] tile of a head's snapshot lies, in `layout`: `at(first)` the offsets of
// the tile whose first column is `first` (a multiple of 16; none: column 0), `pointers(base)`
// those of a whole head's snapshot at `base`. In tiles the offsets are summed in the tile's
// [K, columns / 16, 16] view and merged back: sums of per-dimension terms like the row-major ones
// (the axis analysis follows the reshape: 16-byte accesses where the layout gives a lane 8
// columns). The modelled chunk_o moves by 1-2% with the IR's order alone (kernels/gdn/measurements_part2.md,
// session 17): `pointers` keeps the row-major code's order (rows added, then columns) and sums
// the tiles' offsets once, outside any loop.
class SnapshotOffsets {
 public:
  SnapshotOffsets(SnapshotLayout snapshots, const Layout& layout, int columns) : snapshots_(snapshots) {
    if (snapshots == SnapshotLayout::rows) {
      rows_ = expand_dims(arange(kHeadDim, slice(layout, 1)), 1);
      inner_ = expand_dims(arange(columns, slice(layout, 0)), 0);
      return;
    }
    columns_ = columns;
    if (const int group = snapshot_key_group(snapshots)) {
      // [K / group, group, tiles, 16]: the groups, a group's rows, the tiles, a tile's columns.
      const int groups = kHeadDim / group;
      const int tiles = columns / kSnapshotTile;
      view_ = reshape(layout, {groups, group, tiles, kSnapshotTile});
      auto along = [&](int dim, int64_t size) {
        Layout line = *view_;
        for (int other = 3; other >= 0; --other)
          if (other != dim) line = slice(line, other);
        Tensor values = arange(size, line);
        for (int other = 0; other < 4; ++other)
          if (other != dim) values = expand_dims(values, other);
        return values;
      };
      Tensor offsets = broadcast(along(2, tiles) * (kHeadDim * kSnapshotTile) + along(0, groups) * (kSnapshotTile * group) +
                                     along(3, kSnapshotTile) * group + along(1, group),
                                 *view_);
      tiled_ = reshape(offsets, {kHeadDim, columns});
      return;
    }
    view_ = reshape(layout, {kHeadDim, columns / kSnapshotTile, kSnapshotTile});
    rows_ = expand_dims(expand_dims(arange(kHeadDim, slice(slice(*view_, 2), 1)), 1), 2);
    tiles_ = expand_dims(expand_dims(arange(columns / kSnapshotTile, slice(slice(*view_, 2), 0)), 0), 2);
    inner_ = expand_dims(expand_dims(arange(kSnapshotTile, slice(slice(*view_, 1), 0)), 0), 1);
    tiled_ = at();
  }
  // The pointers of a head's snapshot at `base` (row-major: the rows added first, then the
  // columns, as the code before the tiles did).
  Tensor pointers(const Tensor& base) const {
    if (snapshots_ == SnapshotLayout::rows) return base + rows_ * kHeadDim + inner_;
    return base + tiled_;
  }
  // The offsets, the tile's first column `first` (a multiple of 16) or column 0.
  Tensor at(const std::optional<Tensor>& first = std::nullopt) const {
    if (snapshots_ == SnapshotLayout::rows) return rows_ * kHeadDim + (first ? inner_ + *first : inner_);
    if (snapshot_key_group(snapshots_)) return first ? tiled_ + *first * kHeadDim : tiled_;
    Tensor offsets = broadcast(tiles_ * (kHeadDim * kSnapshotTile) + rows_ * kSnapshotTile + inner_, *view_);
    offsets = reshape(offsets, {kHeadDim, columns_});
    return first ? offsets + *first * kHeadDim : offsets;
  }

 private:
  SnapshotLayout snapshots_;
  std::optional<Layout> view_;
  Tensor rows_, tiles_, inner_, tiled_;
  int columns_ = 0;
};

// Host copies between row-major [..., K, V] snapshots and `snapshots`' form, for references and
// tests.
template <typename T>
std::vector<T> snapshots_moved(SnapshotLayout layout, const std::vector<T>& from, bool into_tiles) {
  constexpr int64_t K = kHeadDim, V = kHeadDim;
  std::vector<T> to(from.size());
  for (size_t head = 0; head < from.size() / (K * V); ++head)
    for (int64_t r = 0; r < K; ++r)
      for (int64_t c = 0; c < V; ++c) {
        const size_t row_major = head * K * V + r * V + c, tiled = head * K * V + snapshot_offset(layout, r, c);
        if (into_tiles) to[tiled] = from[row_major];
        else to[row_major] = from[tiled];
      }
  return to;
}
template <typename T>
std::vector<T> snapshots_from_rows(SnapshotLayout snapshots, const std::vector<T>& rows) {
  return snapshots == SnapshotLayout::rows ? rows : snapshots_moved(snapshots, rows, true);
}
template <typename T>
std::vector<T> snapshots_to_rows(SnapshotLayout snapshots, const std::vector<T>& stored) {
  return snapshots == SnapshotLayout::rows ? stored : snapshots_moved(snapshots, stored, false);
}

}  // namespace gfxtile::gdn
