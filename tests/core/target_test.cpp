#include <catch2/catch.hpp>

#include "core/error.h"
#include "core/target.h"

using namespace gfxtile;

TEST_CASE("target ids parse and print canonically", "[core][target]") {
  CHECK(TargetId::parse("gfx942").to_string() == "gfx942");
  CHECK(TargetId::parse("gfx950:xnack-:sramecc+").to_string() == "gfx950:sramecc+:xnack-");
  const TargetId id = TargetId::parse("gfx942:sramecc-");
  CHECK(id.architecture == Architecture::gfx942);
  CHECK(id.sramecc == FeatureSetting::off);
  CHECK(id.xnack == FeatureSetting::any);
  CHECK(TargetId::parse("gfx1250").properties().wave_size == 32);
  CHECK(TargetId::parse("gfx950").llvm_features() == "+wavefrontsize64");
  CHECK(TargetId::parse("gfx942:xnack+").llvm_features() == "+wavefrontsize64,+xnack");
}

TEST_CASE("bad target ids name the supported targets", "[core][target]") {
  CHECK_THROWS_WITH(TargetId::parse("gfx90a"), Catch::Contains("gfx942, gfx950, gfx1250"));
  CHECK_THROWS_WITH(TargetId::parse("gfx942:xnack"), Catch::Contains("must end in + or -"));
  CHECK_THROWS_WITH(TargetId::parse("gfx942:xnack+:xnack-"), Catch::Contains("repeated"));
  CHECK_THROWS_WITH(TargetId::parse("gfx942:wavefrontsize32+"), Catch::Contains("unknown"));
  CHECK_THROWS_AS(TargetId::parse(""), Error);
}

TEST_CASE("target properties follow the architecture table", "[core][target]") {
  CHECK(properties(Architecture::gfx942).lds_bytes_per_workgroup == 64 * 1024);
  CHECK(properties(Architecture::gfx950).lds_bytes_per_workgroup == 160 * 1024);
  CHECK(properties(Architecture::gfx1250).lds_bytes_per_workgroup == 320 * 1024);
  // s_set_vgpr_msb (VGPRs above v255) exists only on gfx1250 (AMD's gfx1250 ISA; LLVM 22).
  CHECK_FALSE(properties(Architecture::gfx942).has_vgpr_msb_modes);
  CHECK_FALSE(properties(Architecture::gfx950).has_vgpr_msb_modes);
  CHECK(properties(Architecture::gfx1250).has_vgpr_msb_modes);
  CHECK(architecture_from_elf_machine(0x4c) == Architecture::gfx942);
  CHECK(architecture_from_elf_machine(0x4f) == Architecture::gfx950);
  CHECK(architecture_from_elf_machine(0x49) == Architecture::gfx1250);
  CHECK_FALSE(architecture_from_elf_machine(0x30).has_value());
}
