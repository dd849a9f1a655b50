#pragma once
// Everything specific to the gfx12 family (gfx1250) that the emulator's shared code needs:
// scalar register numbering (M0 and NULL moved), hardware register ids, the s_wait_* counters,
// the launch state of workgroup ids (TTMP9/TTMP7 with cluster fields in TTMP6, IB_STS2), and a
// raw decoder for the tensor data mover instructions, whose encoding drifted between LLVM
// versions. The gfx9 counterpart is emu/gfx9.h.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "hsaco/disassembler.h"

namespace gfxtile::emu {
class OperationTable;
struct Instruction;
struct Program;
}  // namespace gfxtile::emu

namespace gfxtile::emu::gfx12 {

// Scalar register file indices (the SSRC encoding). VCC, TTMPs and EXEC sit where gfx9 has
// them; M0 moved to 125 and 124 is NULL (reads 0, writes are dropped).
inline constexpr int kVccLo = 106;
inline constexpr int kVccHi = 107;
inline constexpr int kTtmp0 = 108;
inline constexpr int kTtmp6 = kTtmp0 + 6;   // cluster fields
inline constexpr int kTtmp7 = kTtmp0 + 7;   // workgroup (or cluster) id y | z << 16
inline constexpr int kTtmp9 = kTtmp0 + 9;   // workgroup (or cluster) id x
inline constexpr int kNull = 124;
inline constexpr int kM0 = 125;
inline constexpr int kExecLo = 126;
inline constexpr int kExecHi = 127;
inline constexpr int kScalarRegisterCount = 128;
inline constexpr int kWaveSize = 32;
inline constexpr int kMaxVectorRegisters = 1024;  // through s_set_vgpr_msb
inline constexpr uint32_t kLdsBytes = 320 * 1024;

// Hardware register ids (gfx12 names, as LLVM 22 prints them).
inline constexpr int kHwRegWaveMode = 1;
inline constexpr int kHwRegWaveStatus = 2;
inline constexpr int kHwRegWaveStatePriv = 4;
inline constexpr int kHwRegWaveGprAlloc = 5;
inline constexpr int kHwRegWaveLdsAlloc = 6;
inline constexpr int kHwRegIbSts = 7;
inline constexpr int kHwRegWaveHwId1 = 23;
inline constexpr int kHwRegWaveHwId2 = 24;
inline constexpr int kHwRegIbSts2 = 28;

struct ScalarRegister {
  int index;
  int count;
};
// "vcc_lo", "m0", "null", "exec_lo" ... -> index and count; nullopt for other names.
std::optional<ScalarRegister> special_scalar_register(std::string_view name);
// "HW_REG_WAVE_MODE" -> 1 (also the gfx9 spellings LLVM accepts, HW_REG_MODE ...).
std::optional<int> hardware_register_id(std::string_view name);

// The wait counters of gfx12. Memory operations complete at issue in the emulator, so only the
// asynchronous LDS writers (TENSORcnt, ASYNCcnt) make a wait observable.
enum class Counter : uint8_t { load, store, ds, km, x, tensor, async, sample, bvh, exp, count };
// "s_wait_tensorcnt" -> Counter::tensor; nullopt for other mnemonics (also the combined ones).
std::optional<Counter> wait_counter(std::string_view mnemonic);
// s_wait_loadcnt_dscnt / s_wait_storecnt_dscnt: SIMM16 [13:8] is the memory count, [5:0] DScnt.
struct CombinedWait {
  uint32_t memory;
  uint32_t ds;
};
inline CombinedWait split_combined_wait(uint32_t simm16) { return {(simm16 >> 8) & 0x3f, simm16 & 0x3f}; }

// Workgroups grouped into clusters (gfx1250). A dispatch without clusters has all sizes 1 and
// `enabled` false.
struct ClusterShape {
  bool enabled = false;
  uint32_t size[3] = {1, 1, 1};
};

// Trap-temporary registers and IB_STS2 of a wave at launch. Kernels recover the workgroup id as
// IB_STS2[9:6] == 0 ? ttmp9 : ttmp9 * (ttmp6[15:12] + 1) + ttmp6[3:0] (y and z alike from ttmp7
// and the next fields), so these values are what makes workgroup ids come out right.
struct LaunchRegisters {
  uint32_t ttmp6 = 0;
  uint32_t ttmp7 = 0;
  uint32_t ttmp9 = 0;
  uint32_t ib_sts2 = 0;
};
LaunchRegisters launch_registers(const uint32_t workgroup_id[3], const ClusterShape& cluster);

// LDS bank model of gfx1250 (docs/emulator-gfx1250.md): 64 banks of 4 bytes; a wave's access
// is served in phases of 256 bytes of lane data (all 32 lanes for b8..b64, 16 lanes for b128);
// a phase takes as many cycles as the most distinct dwords one bank must deliver. Returns the
// cycles beyond one per phase. `addresses` holds the byte address of every lane in `mask`.
uint64_t lds_bank_conflicts(const uint32_t* addresses, uint64_t mask, uint32_t bytes);

// Every operation the emulator implements for gfx1250 (emu/gfx12_operations.cpp).
const OperationTable& operation_table();

// Decodes one gfx12 instruction (emu/gfx12_decoder.cpp): the second half of a VOPD dual
// instruction goes to `companions` (Program::companions). False when not implemented.
bool decode_instruction(const DisassembledInstruction& item, Instruction& result, std::vector<Instruction>& companions);

// Applies s_set_vgpr_msb (VGPRs 256-1023) to a decoded program, following LLVM's convention that
// the mode is 0 at the start of every block reached by a branch (emu/gfx12_decoder.cpp).
void apply_vgpr_msb(Program& program);

}  // namespace gfxtile::emu::gfx12
