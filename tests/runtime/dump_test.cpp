#include <fstream>

#include <catch2/catch.hpp>

#include "runtime/dump.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;
using gfxtile::testing::ScopedEnvironment;
using gfxtile::testing::TemporaryDirectory;

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  REQUIRE(file);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("GFXTILE_DUMP writes each stage of each compiled kernel", "[runtime][dump]") {
  TemporaryDirectory directory;
  CompilerSettings settings;
  settings.cache_directory = directory.path() / "cache";
  settings.dump = DumpSettings::parse("ir,llvm,isa", directory.path() / "dump");
  Compiler compiler(settings);
  const TargetId target = TargetId::parse("gfx950");
  const KernelSource source = examples::named_kernel("matrix_tile").source(target);
  auto compiled = compiler.compile(source, target);
  const std::string base = "matrix_tile.gfx950." + compiled->key.hex().substr(0, 12);
  const auto dump = directory.path() / "dump";
  CHECK(read_text(dump / (base + ".input.ll")) == source.text);
  CHECK_THAT(read_text(dump / (base + ".ll")), Catch::Contains("define amdgpu_kernel void @matrix_tile"));
  const std::string isa = read_text(dump / (base + ".s"));
  CHECK_THAT(isa, Catch::Contains("v_mfma_f32_16x16x32_bf16"));
  CHECK_THAT(isa, Catch::Contains("s_endpgm"));
  // With dumps on, a cached kernel is compiled again so that its stages are written.
  compiler.compile(source, target);
  CHECK(compiler.statistics().compilations == 2);
}

TEST_CASE("GFXTILE_DUMP names only known stages", "[runtime][dump]") {
  CHECK_THROWS_WITH(DumpSettings::parse("ir,asm", "d"), "GFXTILE_DUMP: unknown stage 'asm' (known: ir, llvm, isa, all)");
  const DumpSettings all = DumpSettings::parse("all", "d");
  CHECK((all.ir && all.llvm && all.isa));
  ScopedEnvironment stages("GFXTILE_DUMP", "isa");
  ScopedEnvironment folder("GFXTILE_DUMP_DIR", "/tmp/somewhere");
  const DumpSettings settings = DumpSettings::from_environment();
  CHECK((settings.isa && !settings.ir && !settings.llvm));
  CHECK(settings.directory == "/tmp/somewhere");
}
