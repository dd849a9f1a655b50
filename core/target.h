#pragma once
// The one description of a compilation target: architecture, its code object features, and the
// hardware properties every layer reads (wave size, LDS, register files, matrix unit). Adding a
// target means adding a row in target.cpp, not editing passes.

#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gfxtile {

enum class Architecture { gfx942, gfx950, gfx1250 };

// A code object feature (xnack, sramecc): "any" when the code object does not pin it.
enum class FeatureSetting { any, on, off };

enum class MatrixUnit { mfma, wmma };

struct TargetProperties {
  Architecture architecture;
  std::string_view name;         // "gfx942"
  std::string_view family;       // "gfx9", "gfx12"
  uint32_t elf_machine;          // EF_AMDGPU_MACH_* value in e_flags
  int wave_size;                 // lanes per wave
  int lds_bytes_per_workgroup;   // most LDS one workgroup can allocate
  int lds_bytes_per_cu;          // LDS shared by the workgroups resident on one CU/WGP
  int simds_per_cu;              // SIMDs sharing that LDS
  int max_waves_per_simd;        // hardware wave slots per SIMD
  // Cycles between two instructions of one wave at best: 4 where a wave64 runs on a SIMD16
  // (gfx9: issue, not the units, bounds instruction-heavy kernels), 1 on gfx1250.
  int wave_issue_cycles;
  int vgprs_per_simd;            // per-lane registers of the SIMD's file (VGPR+AGPR on gfx90a+)
  int vgpr_granule;              // allocation granule, in registers
  int max_vgprs_per_wave;        // architectural VGPRs one wave can address
  int sgprs_per_simd;            // 0 when SGPRs do not limit occupancy
  int sgpr_granule;
  bool has_agprs;                // accumulation registers (gfx90a+)
  bool supports_xnack;           // whether xnack may appear in the target id
  bool supports_sramecc;
  MatrixUnit matrix_unit;
  bool has_tensor_data_mover;    // tensor_load_to_lds / tensor_store_from_lds (gfx1250)
  bool has_vgpr_msb_modes;       // VGPRs above v255 through s_set_vgpr_msb (gfx1250)
  // Asynchronous global -> LDS copies: the bytes per lane one instruction moves (bit n set: n
  // bytes), and whether each lane names its LDS address (gfx1250) or lane l of a wave writes at
  // M0 + l * size (gfx9 LDS DMA).
  uint32_t async_copy_sizes;
  bool async_copy_lane_addresses;
  // Compute units of the architecture's largest part (MI300X 304, MI355X 256; gfx1250 the
  // provisional cdna5 part's 256): launch rules size their grids by it, and the timing model's
  // default machine of the architecture has as many (emu/timing/machine.cpp).
  int largest_part_compute_units;

  bool async_copy_size(int bytes) const { return bytes > 0 && bytes < 32 && ((async_copy_sizes >> bytes) & 1); }
  int largest_async_copy() const { return static_cast<int>(std::bit_width(async_copy_sizes)) - 1; }
};

// Every supported target's properties, in a stable order.
std::span<const TargetProperties> supported_targets();

// Properties of one architecture.
const TargetProperties& properties(Architecture architecture);

// "gfx942", "gfx950", "gfx1250" -> architecture; nullopt for anything else.
std::optional<Architecture> architecture_from_name(std::string_view name);

// The EF_AMDGPU_MACH_* number -> architecture; nullopt when not supported.
std::optional<Architecture> architecture_from_elf_machine(uint32_t machine);

// "gfx942, gfx950, gfx1250": for error messages.
std::string supported_target_names();

// A target id as in LLVM and ROCm: `gfx950`, `gfx942:sramecc+:xnack-`.
struct TargetId {
  Architecture architecture = Architecture::gfx942;
  FeatureSetting xnack = FeatureSetting::any;
  FeatureSetting sramecc = FeatureSetting::any;

  // Throws Error naming the supported targets when the text is not a valid target id.
  static TargetId parse(std::string_view text);

  const TargetProperties& properties() const { return gfxtile::properties(architecture); }
  std::string_view name() const { return properties().name; }
  // Canonical text: features in LLVM's order (sramecc, then xnack), only those not "any".
  std::string to_string() const;
  // The LLVM subtarget feature string: "+sramecc,-xnack,+wavefrontsize64" and so on.
  std::string llvm_features() const;

  friend bool operator==(const TargetId&, const TargetId&) = default;
};

}  // namespace gfxtile
