#pragma once
// The 64-byte AMDHSA kernel descriptor (`<kernel>.kd`), raw and decoded. Field positions follow
// LLVM's AMDHSAKernelDescriptor.h; family differences (gfx9 vs gfx12) are resolved here only.

#include <cstdint>
#include <span>

#include "core/target.h"

namespace gfxtile {

struct KernelDescriptor {
  // Raw fields.
  uint32_t group_segment_fixed_size = 0;    // static LDS bytes
  uint32_t private_segment_fixed_size = 0;  // scratch bytes per lane
  uint32_t kernarg_size = 0;
  int64_t kernel_code_entry_byte_offset = 0;  // from the descriptor's own address
  uint32_t compute_pgm_rsrc3 = 0;
  uint32_t compute_pgm_rsrc1 = 0;
  uint32_t compute_pgm_rsrc2 = 0;
  uint16_t kernel_code_properties = 0;
  uint16_t kernarg_preload = 0;

  // compute_pgm_rsrc1.
  int granulated_workitem_vgpr_count = 0;
  int granulated_wavefront_sgpr_count = 0;
  int float_round_mode_32 = 0;
  int float_round_mode_16_64 = 0;
  int float_denorm_mode_32 = 0;     // 0 flush src+dst, 1 flush dst, 2 flush src, 3 none
  int float_denorm_mode_16_64 = 0;
  bool ieee_mode = false;           // gfx9 only (bit 23)
  bool dx10_clamp = false;          // gfx9 only (bit 21)
  bool wgp_mode = false;            // gfx10+
  // compute_pgm_rsrc2.
  bool enable_private_segment = false;
  int user_sgpr_count = 0;
  bool enable_workgroup_id_x = false, enable_workgroup_id_y = false, enable_workgroup_id_z = false;
  bool enable_workgroup_info = false;
  int enable_vgpr_workitem_id = 0;  // 0: x, 1: x,y, 2: x,y,z
  // compute_pgm_rsrc3.
  int accum_offset = 0;             // gfx90a+: first AGPR index (in the unified file)
  bool tg_split = false;
  // kernel_code_properties.
  bool enable_private_segment_buffer = false;
  bool enable_dispatch_ptr = false;
  bool enable_queue_ptr = false;
  bool enable_kernarg_segment_ptr = false;
  bool enable_dispatch_id = false;
  bool enable_flat_scratch_init = false;
  bool enable_private_segment_size = false;
  bool wavefront_size32 = false;
  bool uses_dynamic_stack = false;
  // kernarg_preload.
  int kernarg_preload_length = 0;   // dwords preloaded into user SGPRs
  int kernarg_preload_offset = 0;

  // Decodes 64 bytes. Throws Error on a short span or a set reserved field that would change
  // the meaning of the rest.
  static KernelDescriptor decode(std::span<const uint8_t> bytes, Architecture architecture);
};

}  // namespace gfxtile
