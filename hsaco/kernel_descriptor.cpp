#include "hsaco/kernel_descriptor.h"

#include <cstring>

#include "core/error.h"

namespace gfxtile {
namespace {

template <typename T>
T read_at(std::span<const uint8_t> bytes, size_t offset) {
  T value;
  std::memcpy(&value, bytes.data() + offset, sizeof(T));
  return value;
}

constexpr uint32_t bits(uint32_t word, int shift, int width) {
  return (word >> shift) & ((1u << width) - 1u);
}

}  // namespace

KernelDescriptor KernelDescriptor::decode(std::span<const uint8_t> bytes, Architecture architecture) {
  if (bytes.size() < 64) fail("kernel descriptor is truncated: {} of 64 bytes", bytes.size());
  const bool gfx12 = properties(architecture).family == "gfx12";
  KernelDescriptor d;
  d.group_segment_fixed_size = read_at<uint32_t>(bytes, 0);
  d.private_segment_fixed_size = read_at<uint32_t>(bytes, 4);
  d.kernarg_size = read_at<uint32_t>(bytes, 8);
  d.kernel_code_entry_byte_offset = read_at<int64_t>(bytes, 16);
  d.compute_pgm_rsrc3 = read_at<uint32_t>(bytes, 44);
  d.compute_pgm_rsrc1 = read_at<uint32_t>(bytes, 48);
  d.compute_pgm_rsrc2 = read_at<uint32_t>(bytes, 52);
  d.kernel_code_properties = read_at<uint16_t>(bytes, 56);
  d.kernarg_preload = read_at<uint16_t>(bytes, 58);

  const uint32_t rsrc1 = d.compute_pgm_rsrc1;
  d.granulated_workitem_vgpr_count = bits(rsrc1, 0, 6);
  d.granulated_wavefront_sgpr_count = bits(rsrc1, 6, 4);
  d.float_round_mode_32 = bits(rsrc1, 12, 2);
  d.float_round_mode_16_64 = bits(rsrc1, 14, 2);
  d.float_denorm_mode_32 = bits(rsrc1, 16, 2);
  d.float_denorm_mode_16_64 = bits(rsrc1, 18, 2);
  if (!gfx12) {
    d.dx10_clamp = bits(rsrc1, 21, 1);
    d.ieee_mode = bits(rsrc1, 23, 1);
  } else {
    d.wgp_mode = bits(rsrc1, 29, 1);
  }

  const uint32_t rsrc2 = d.compute_pgm_rsrc2;
  d.enable_private_segment = bits(rsrc2, 0, 1);
  d.user_sgpr_count = architecture == Architecture::gfx1250 ? bits(rsrc2, 1, 6) : bits(rsrc2, 1, 5);
  d.enable_workgroup_id_x = bits(rsrc2, 7, 1);
  d.enable_workgroup_id_y = bits(rsrc2, 8, 1);
  d.enable_workgroup_id_z = bits(rsrc2, 9, 1);
  d.enable_workgroup_info = bits(rsrc2, 10, 1);
  d.enable_vgpr_workitem_id = bits(rsrc2, 11, 2);

  if (properties(architecture).has_agprs) {
    d.accum_offset = (bits(d.compute_pgm_rsrc3, 0, 6) + 1) * 4;
    d.tg_split = bits(d.compute_pgm_rsrc3, 16, 1);
  }

  const uint32_t code = d.kernel_code_properties;
  d.enable_private_segment_buffer = bits(code, 0, 1);
  d.enable_dispatch_ptr = bits(code, 1, 1);
  d.enable_queue_ptr = bits(code, 2, 1);
  d.enable_kernarg_segment_ptr = bits(code, 3, 1);
  d.enable_dispatch_id = bits(code, 4, 1);
  d.enable_flat_scratch_init = bits(code, 5, 1);
  d.enable_private_segment_size = bits(code, 6, 1);
  d.wavefront_size32 = bits(code, 10, 1);
  d.uses_dynamic_stack = bits(code, 11, 1);
  d.kernarg_preload_length = bits(d.kernarg_preload, 0, 7);
  d.kernarg_preload_offset = bits(d.kernarg_preload, 7, 9);

  const int wave_size = properties(architecture).wave_size;
  if ((wave_size == 32) != d.wavefront_size32)
    fail("kernel descriptor says wave{} but {} runs wave{}", d.wavefront_size32 ? 32 : 64,
         properties(architecture).name, wave_size);
  return d;
}

}  // namespace gfxtile
