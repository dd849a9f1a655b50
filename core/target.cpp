#include "core/target.h"

#include <array>

#include "core/error.h"

namespace gfxtile {
namespace {

// Register-file and occupancy facts: CDNA3/CDNA4 ISA guides and LLVM's AMDGPUBaseInfo for the
// gfx9 rows. gfx1250's register file and wave slots are not yet in a public ISA guide; its row
// follows LLVM 22's gfx1250 subtarget (1024 addressable VGPRs, VGPRs granulated by 16 in the
// kernel descriptor, as the external gfx1250 code objects show) and is marked in
// docs/targets.md as provisional. Keep such facts in this table only.
constexpr std::array<TargetProperties, 3> kTargets = {{
    {.architecture = Architecture::gfx942, .name = "gfx942", .family = "gfx9",
     .elf_machine = 0x04c, .wave_size = 64, .lds_bytes_per_workgroup = 64 * 1024,
     .lds_bytes_per_cu = 64 * 1024, .simds_per_cu = 4, .max_waves_per_simd = 8, .wave_issue_cycles = 4,
     .vgprs_per_simd = 512, .vgpr_granule = 8, .max_vgprs_per_wave = 512,
     .sgprs_per_simd = 800, .sgpr_granule = 16, .has_agprs = true, .supports_xnack = true,
     .supports_sramecc = true, .matrix_unit = MatrixUnit::mfma,
     .has_tensor_data_mover = false, .has_vgpr_msb_modes = false,
     .async_copy_sizes = 1u << 1 | 1u << 2 | 1u << 4,
     .async_copy_lane_addresses = false, .largest_part_compute_units = 304},
    {.architecture = Architecture::gfx950, .name = "gfx950", .family = "gfx9",
     .elf_machine = 0x04f, .wave_size = 64, .lds_bytes_per_workgroup = 160 * 1024,
     .lds_bytes_per_cu = 160 * 1024, .simds_per_cu = 4, .max_waves_per_simd = 8, .wave_issue_cycles = 4,
     .vgprs_per_simd = 512, .vgpr_granule = 8, .max_vgprs_per_wave = 512,
     .sgprs_per_simd = 800, .sgpr_granule = 16, .has_agprs = true, .supports_xnack = true,
     .supports_sramecc = true, .matrix_unit = MatrixUnit::mfma,
     .has_tensor_data_mover = false, .has_vgpr_msb_modes = false,
     // global_load_lds_dwordx3 exists too; 12 bytes is not a power of two, so layouts never use it.
     .async_copy_sizes = 1u << 1 | 1u << 2 | 1u << 4 | 1u << 16, .async_copy_lane_addresses = false,
     .largest_part_compute_units = 256},
    {.architecture = Architecture::gfx1250, .name = "gfx1250", .family = "gfx12",
     .elf_machine = 0x049, .wave_size = 32, .lds_bytes_per_workgroup = 320 * 1024,
     .lds_bytes_per_cu = 320 * 1024, .simds_per_cu = 4, .max_waves_per_simd = 16, .wave_issue_cycles = 1,
     .vgprs_per_simd = 1024, .vgpr_granule = 16, .max_vgprs_per_wave = 1024,
     .sgprs_per_simd = 0, .sgpr_granule = 8, .has_agprs = false, .supports_xnack = true,
     .supports_sramecc = true, .matrix_unit = MatrixUnit::wmma,
     .has_tensor_data_mover = true, .has_vgpr_msb_modes = true,
     .async_copy_sizes = 1u << 1 | 1u << 4 | 1u << 8 | 1u << 16,
     .async_copy_lane_addresses = true, .largest_part_compute_units = 256},
}};

FeatureSetting parse_feature_sign(char sign) {
  return sign == '+' ? FeatureSetting::on : FeatureSetting::off;
}

}  // namespace

std::span<const TargetProperties> supported_targets() { return kTargets; }

const TargetProperties& properties(Architecture architecture) {
  for (const auto& target : kTargets)
    if (target.architecture == architecture) return target;
  fail("internal error: architecture {} has no properties", static_cast<int>(architecture));
}

std::optional<Architecture> architecture_from_name(std::string_view name) {
  for (const auto& target : kTargets)
    if (target.name == name) return target.architecture;
  return std::nullopt;
}

std::optional<Architecture> architecture_from_elf_machine(uint32_t machine) {
  for (const auto& target : kTargets)
    if (target.elf_machine == machine) return target.architecture;
  return std::nullopt;
}

std::string supported_target_names() {
  std::string names;
  for (const auto& target : kTargets) {
    if (!names.empty()) names += ", ";
    names += target.name;
  }
  return names;
}

TargetId TargetId::parse(std::string_view text) {
  const std::string_view whole = text;
  auto colon = text.find(':');
  auto architecture = architecture_from_name(text.substr(0, colon));
  if (!architecture)
    fail("unsupported target '{}': gfxtile supports {}", whole, supported_target_names());
  TargetId id{.architecture = *architecture};
  const TargetProperties& props = gfxtile::properties(*architecture);
  bool seen_xnack = false, seen_sramecc = false;
  while (colon != std::string_view::npos) {
    text = text.substr(colon + 1);
    colon = text.find(':');
    std::string_view feature = text.substr(0, colon);
    char sign = feature.empty() ? '\0' : feature.back();
    if (sign != '+' && sign != '-')
      fail("target feature '{}' in target id '{}' must end in + or - (e.g. xnack-)", feature, whole);
    std::string_view feature_name = feature.substr(0, feature.size() - 1);
    if (feature_name == "xnack" && props.supports_xnack && !seen_xnack) {
      id.xnack = parse_feature_sign(sign);
      seen_xnack = true;
    } else if (feature_name == "sramecc" && props.supports_sramecc && !seen_sramecc) {
      id.sramecc = parse_feature_sign(sign);
      seen_sramecc = true;
    } else {
      fail("target feature '{}' in '{}' is unknown, repeated or not supported by {}", feature,
           whole, props.name);
    }
  }
  return id;
}

std::string TargetId::to_string() const {
  std::string text(name());
  if (sramecc != FeatureSetting::any) text += sramecc == FeatureSetting::on ? ":sramecc+" : ":sramecc-";
  if (xnack != FeatureSetting::any) text += xnack == FeatureSetting::on ? ":xnack+" : ":xnack-";
  return text;
}

std::string TargetId::llvm_features() const {
  std::string features = properties().wave_size == 64 ? "+wavefrontsize64" : "+wavefrontsize32";
  if (sramecc != FeatureSetting::any) features += sramecc == FeatureSetting::on ? ",+sramecc" : ",-sramecc";
  if (xnack != FeatureSetting::any) features += xnack == FeatureSetting::on ? ",+xnack" : ",-xnack";
  return features;
}

}  // namespace gfxtile
