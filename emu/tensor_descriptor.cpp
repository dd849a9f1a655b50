#include "emu/tensor_descriptor.h"

#include <fmt/format.h>

namespace gfxtile::emu {

uint64_t TensorDescriptor::tile_elements() const {
  uint64_t count = 1;
  for (uint32_t size : tile_size) count *= size;
  return count;
}

uint64_t TensorDescriptor::lds_offset(uint64_t index) const {
  const uint64_t bytes = index * element_bytes;
  if (!pad || pad_interval_bytes == 0) return bytes;
  return bytes + bytes / pad_interval_bytes * pad_amount_bytes;
}

uint64_t TensorDescriptor::lds_extent() const {
  const uint64_t count = tile_elements();
  return count ? lds_offset(count - 1) + element_bytes : 0;
}

TensorDescriptor decode_tensor_descriptor(std::span<const uint32_t, 4> g0, std::span<const uint32_t, 8> g1,
                                          const uint32_t* g2, const uint32_t* g3) {
  TensorDescriptor d;
  d.valid = (g0[0] & 3u) != 0;
  d.gather_index_32bit = (g0[0] >> 30) & 1u;
  d.gather = (g0[0] >> 31) & 1u;
  d.lds_address = g0[1];
  d.global_address = uint64_t(g0[2]) | uint64_t(g0[3] & 0x1ffffffu) << 32;
  d.type = g0[3] >> 30;

  d.multicast_mask = g1[0] & 0xffffu;
  d.element_bytes = 1u << ((g1[0] >> 16) & 3u);
  d.atomic_barrier = (g1[0] >> 18) & 1u;
  d.iterate = (g1[0] >> 19) & 1u;
  d.pad = (g1[0] >> 20) & 1u;
  d.pad_interval_bytes = 4u << (((g1[0] >> 22) & 7u) + 1);
  d.pad_amount_bytes = 4u * (((g1[0] >> 25) & 0x7fu) + 1);
  d.atomic_barrier_address = (g1[1] & 0xffffu) << 3;  // stored as the address / 8

  uint64_t tensor[kTensorMaxDimensions] = {
      (g1[1] >> 16) | uint64_t(g1[2] & 0xffffu) << 16,
      (g1[2] >> 16) | uint64_t(g1[3] & 0xffffu) << 16,
      g2 ? g2[0] : 1u,
      g2 ? g2[1] : 1u,
      g3 ? ((g3[1] >> 16) | uint64_t(g3[2] & 0xffffu) << 16) : 1u,
  };
  uint32_t tile[kTensorMaxDimensions] = {
      g1[3] >> 16, g1[4] & 0xffffu, g2 ? g1[4] >> 16 : 0u, g2 ? g2[3] >> 16 : 0u, g3 ? g3[2] >> 16 : 0u,
  };
  // Element stride of dim k (k >= 1): the descriptor's "dim(k-1) stride", 48 bits each.
  d.stride[0] = 1;
  d.stride[1] = g1[5] | uint64_t(g1[6] & 0xffffu) << 32;
  d.stride[2] = (g1[6] >> 16) | uint64_t(g1[7]) << 16;
  d.stride[3] = g2 ? (g2[2] | uint64_t(g2[3] & 0xffffu) << 32) : 0;
  d.stride[4] = g3 ? (g3[0] | uint64_t(g3[1] & 0xffffu) << 32) : 0;

  if (d.gather) {
    // Gather/scatter (as Triton's TDM lowering encodes it): a 2-D tile whose tile_dim1 rows come
    // from the row indices in groups 2 and 3 instead of dims 2-4.
    d.tile_size[0] = tile[0];
    d.tile_size[1] = tile[1] == 0 ? 1 : tile[1];
    d.tensor_size[0] = tensor[0];
    d.tensor_size[1] = tensor[1];
    d.dimensions = 2;
    d.row_indices_given = g2 != nullptr && g3 != nullptr;
    for (uint32_t i = 0; i < 16; ++i) {
      const uint32_t* group = i < (d.gather_index_32bit ? 4u : 8u) ? g2 : g3;
      if (group == nullptr) break;
      if (d.gather_index_32bit) {
        if (i < 8) d.row_index[i] = group[i % 4];
      } else {
        const uint32_t word = group[(i % 8) / 2];
        d.row_index[i] = (i % 2) ? word >> 16 : word & 0xffffu;
      }
    }
    return d;
  }
  // A tile size of 0 above dim0 marks an unused dimension (a 1-D descriptor leaves tile_dim1
  // and tensor_dim1 at 0): it has extent 1 and never goes out of bounds.
  d.dimensions = 1;
  for (int k = 0; k < kTensorMaxDimensions; ++k) {
    if (k > 0 && tile[k] == 0) {
      d.tile_size[k] = 1;
      d.tensor_size[k] = 1;
      continue;
    }
    d.tile_size[k] = tile[k];
    d.tensor_size[k] = tensor[k];
    d.dimensions = k + 1;
  }
  return d;
}

std::optional<std::string> check_tensor_descriptor(const TensorDescriptor& d, uint32_t lds_bytes) {
  if (!d.valid) return std::nullopt;
  if (d.type != 2) return fmt::format("descriptor type {} (g0.3[31:30]) is not 2 (tensor)", d.type);
  if (d.gather && !d.row_indices_given)
    return std::string("a gather/scatter descriptor needs groups 2 and 3 (its row indices)");
  if (d.gather && d.tile_size[1] > (d.gather_index_32bit ? 8u : 16u))
    return fmt::format("a gather/scatter tile of {} rows has more rows than its {} row indices", d.tile_size[1],
                       d.gather_index_32bit ? 8 : 16);
  if (d.iterate) return std::string("iterating descriptors (g1.0[19]) are not supported by the emulator");
  if (d.atomic_barrier)
    return std::string("descriptors with an atomic barrier (g1.0[18]) are not supported by the emulator");
  if (d.pad && d.pad_interval_bytes % d.element_bytes != 0)
    return fmt::format("pad interval of {} bytes is not a multiple of the {}-byte element", d.pad_interval_bytes,
                       d.element_bytes);
  const uint64_t extent = d.lds_extent();
  if (uint64_t(d.lds_address) + extent > lds_bytes)
    return fmt::format("the tile ({} bytes at LDS {:#x}) leaves the workgroup's {} bytes of LDS", extent,
                       d.lds_address, lds_bytes);
  return std::nullopt;
}

}  // namespace gfxtile::emu
