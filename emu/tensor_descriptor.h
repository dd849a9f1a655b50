#pragma once
// The gfx1250 tensor data mover's descriptor: groups 0-3 (four, eight, four and four dwords of
// SGPRs) decoded into sizes, tile sizes and strides, and the walk over a tile that
// tensor_load_to_lds / tensor_store_from_lds perform. Field positions: ../shared/notes/amdgpu.md
// (groups 0 and 1) and docs/emulator-gfx1250.md (groups 2 and 3, and how sure we are of them).
// Sizes, tile sizes and strides count elements; addresses count bytes; dim0 is innermost.

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace gfxtile::emu {

inline constexpr int kTensorMaxDimensions = 5;

struct TensorDescriptor {
  bool valid = false;             // g0.0[1:0] != 0; an invalid descriptor moves nothing
  bool gather = false;            // g0.0[31]: 2-D, rows picked by the index list in g2/g3
  bool gather_index_32bit = false;  // g0.0[30]: 8 32-bit indices, else 16 16-bit ones
  uint32_t row_index[16] = {};    // gather: the global row of tile row r (tile_dim1 of them)
  bool row_indices_given = false; // gather: groups 2 and 3 were given
  uint32_t lds_address = 0;       // bytes
  uint64_t global_address = 0;    // bytes (57 bits)
  uint32_t type = 0;              // g0.3[31:30], 2 for tensors
  uint32_t multicast_mask = 0;    // workgroups of the cluster that receive a load
  uint32_t element_bytes = 1;     // 1, 2, 4 or 8
  bool atomic_barrier = false;
  uint32_t atomic_barrier_address = 0;  // LDS bytes
  bool iterate = false;
  bool pad = false;
  uint32_t pad_interval_bytes = 0;  // padding follows every interval of data
  uint32_t pad_amount_bytes = 0;
  int dimensions = 2;             // 2 for the two-group form, else 2..5 from the tile sizes
  uint64_t tensor_size[kTensorMaxDimensions] = {1, 1, 1, 1, 1};  // elements in bounds per dim
  uint32_t tile_size[kTensorMaxDimensions] = {1, 1, 1, 1, 1};    // elements moved per dim
  uint64_t stride[kTensorMaxDimensions] = {1, 0, 0, 0, 0};       // element stride of dim k

  uint64_t tile_elements() const;
  // Bytes the tile occupies in LDS, padding included (the last pad is not counted).
  uint64_t lds_extent() const;
  // LDS byte offset (from lds_address) of the tile's linear element `index`, padding applied.
  uint64_t lds_offset(uint64_t index) const;
};

// Decodes the groups; g2 and g3 are null for the two-group form (tensor_load_to_lds.d2).
TensorDescriptor decode_tensor_descriptor(std::span<const uint32_t, 4> g0, std::span<const uint32_t, 8> g1,
                                          const uint32_t* g2, const uint32_t* g3);

// Why the data mover cannot perform this descriptor (a feature the emulator does not model, or
// a tile that leaves the workgroup's LDS); nullopt when it can.
std::optional<std::string> check_tensor_descriptor(const TensorDescriptor& descriptor, uint32_t lds_bytes);

// One contiguous run of a tile: `bytes` bytes at LDS offset `lds` (absolute, padding applied)
// that come from (or go to) global memory at `global`, or are out of bounds (`in_bounds`
// false: loads write zeros, stores drop them).
struct TensorRun {
  uint32_t lds;
  uint64_t global;
  uint32_t bytes;
  bool in_bounds;
};

// Calls visit(const TensorRun&) for the whole tile in LDS order (dim0 fastest). Runs never
// cross a row, a pad boundary or a bounds change. Does not allocate.
template <typename Visit>
void for_each_tensor_run(const TensorDescriptor& descriptor, Visit&& visit) {
  const TensorDescriptor& d = descriptor;
  const uint64_t e = d.element_bytes;
  const uint64_t row_elements = d.tile_size[0];
  const uint64_t in_row = d.tensor_size[0] < row_elements ? d.tensor_size[0] : row_elements;
  uint64_t index = 0;
  uint32_t x[kTensorMaxDimensions] = {0, 0, 0, 0, 0};
  const uint64_t rows = d.tile_elements() / (row_elements ? row_elements : 1);
  for (uint64_t row = 0; row < rows && row_elements; ++row) {
    bool row_in_bounds = true;
    uint64_t row_address = d.global_address;
    if (d.gather) {
      const uint32_t global_row = d.row_index[row < 16 ? row : 15];
      row_in_bounds = global_row < d.tensor_size[1];
      row_address += e * uint64_t(global_row) * d.stride[1];
    } else {
      for (int k = 1; k < kTensorMaxDimensions; ++k) {
        row_in_bounds = row_in_bounds && x[k] < d.tensor_size[k];
        row_address += e * uint64_t(x[k]) * d.stride[k];
      }
    }
    uint64_t column = 0;
    while (column < row_elements) {
      const bool in_bounds = row_in_bounds && column < in_row;
      uint64_t end = in_bounds ? in_row : row_elements;
      if (d.pad && d.pad_interval_bytes) {
        // Stop at the next pad boundary of the linear (unpadded) byte stream.
        const uint64_t interval = d.pad_interval_bytes / e;
        const uint64_t boundary = ((index + column) / interval + 1) * interval - index;
        if (boundary < end) end = boundary;
      }
      TensorRun run;
      run.lds = uint32_t(d.lds_address + d.lds_offset(index + column));
      run.global = row_address + e * column;
      run.bytes = uint32_t((end - column) * e);
      run.in_bounds = in_bounds;
      visit(run);
      column = end;
    }
    index += row_elements;
    for (int k = 1; k < kTensorMaxDimensions; ++k) {
      if (++x[k] < d.tile_size[k]) break;
      x[k] = 0;
    }
  }
}

}  // namespace gfxtile::emu
