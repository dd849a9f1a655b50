#pragma once
// Everything specific to the gfx9 family (gfx942, gfx950) that the emulator's shared code needs:
// scalar register numbering, hardware register ids, apertures, fp8 flavour and the operation
// table. gfx12 will get a file of its own.

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/target.h"

namespace gfxtile::emu {

class OperationTable;

namespace gfx9 {

// Scalar register file indices (the SSRC encoding).
inline constexpr int kFlatScratchLo = 102;
inline constexpr int kXnackMaskLo = 104;
inline constexpr int kVccLo = 106;
inline constexpr int kVccHi = 107;
inline constexpr int kTtmp0 = 108;
inline constexpr int kM0 = 124;
inline constexpr int kExecLo = 126;
inline constexpr int kExecHi = 127;
inline constexpr int kScalarRegisterCount = 128;

// Hardware registers that s_getreg/s_setreg reach.
inline constexpr int kHwRegMode = 1;
inline constexpr int kHwRegStatus = 2;
inline constexpr int kHwRegTrapStatus = 3;
inline constexpr int kHwRegHwId = 4;
inline constexpr int kHwRegGpr = 5;
inline constexpr int kHwRegLds = 6;
inline constexpr int kHwRegIbSts = 7;
inline constexpr int kHwRegXccId = 20;

// Flat apertures: addresses in these 4 GiB windows reach LDS or scratch instead of memory.
inline constexpr uint64_t kSharedApertureBase = 0x0001'0000'0000'0000ull;
inline constexpr uint64_t kPrivateApertureBase = 0x0002'0000'0000'0000ull;
inline constexpr uint64_t kApertureSize = 0x1'0000'0000ull;

// A scalar register name without brackets ("vcc", "m0", "exec_lo", "ttmp5") -> index and count.
struct ScalarRegister {
  int index;
  int count;
};
std::optional<ScalarRegister> special_scalar_register(std::string_view name);
// src_shared_base and the like -> the constant they read; nullopt for other names.
std::optional<uint64_t> special_constant(std::string_view name);
// "HW_REG_MODE" -> 1; nullopt when unknown.
std::optional<int> hardware_register_id(std::string_view name);

// fp8 in the MFMA units and conversions: FNUZ on gfx942, OCP (E4M3FN/E5M2) on gfx950.
bool uses_ocp_fp8(Architecture architecture);

// Every operation the emulator implements for this architecture.
const OperationTable& operation_table(Architecture architecture);

}  // namespace gfx9
}  // namespace gfxtile::emu
