#pragma once
// Repair of a gfx1250 code generation bug of LLVM 22 (AMDGPULowerVGPREncoding): when an
// instruction that needs a new VGPR MSB mode (s_set_vgpr_msb, VGPRs above v255) follows a run of
// "program state" instructions (s_barrier_signal / s_barrier_wait / s_wait_* / s_delay_alu), the
// pass inserts the s_set_vgpr_msb one instruction too early, before the instruction that precedes
// the run, which then executes in the new mode and reads or writes the wrong registers:
//
//   s_set_vgpr_msb 0x4401                      ; meant for the ds_load below (mode 0x44 -> 0x01)
//   v_or_b32_e32 v188 /*v444*/, 0x3c0, v54 /*v310*/   ; runs as v188 = 0x3c0 | v54
//   s_barrier_wait -1
//   ds_load_b32 v227, v2 /*v258*/
//
// The assembly printer still names the registers the instruction means (the /*vNNN*/ comments),
// so the repair works on assembly text: where an s_set_vgpr_msb is followed by one instruction
// that is right under the mode before it (recorded in the immediate's high byte) but wrong under
// the new one, and then by program state instructions, the s_set_vgpr_msb moves after that
// instruction.

#include <string>
#include <string_view>
#include <vector>

namespace gfxtile {

struct VgprMsbRepair {
  std::string assembly;
  int moved = 0;  // s_set_vgpr_msb instructions moved
};

// Returns the repaired assembly of a gfx1250 module (unchanged when nothing needs it).
VgprMsbRepair repair_vgpr_msb_placement(std::string_view assembly);

// The MSB fields (0 src0, 1 src1, 2 src2, 3 vdst) and the VGPR numbers (as meant, v0..v1023) of
// one instruction's text; false when the instruction's operand slots are not known.
struct VgprField {
  int field;
  int vgpr;
};
bool vgpr_fields(std::string_view instruction, std::vector<VgprField>& fields);

}  // namespace gfxtile
