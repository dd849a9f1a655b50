#include <set>

#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "runtime/cache_key.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;
using gfxtile::testing::ScopedEnvironment;

namespace {

const TargetId kGfx942 = TargetId::parse("gfx942");

CompilerSettings memory_only() {
  CompilerSettings settings;
  settings.disk_cache = false;
  return settings;
}

KernelSource vector_add_source() { return examples::named_kernel("vector_add").source(kGfx942); }

}  // namespace

TEST_CASE("sha256 matches the FIPS 180-2 test vectors", "[runtime][cache]") {
  CHECK(to_hex(sha256(std::string_view("abc"))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(to_hex(sha256(std::string_view(""))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("the cache key changes with each ingredient", "[runtime][cache]") {
  const KernelSource source = vector_add_source();
  const CompileOptions options;
  const CacheKey base = compute_cache_key(source, kGfx942, options);

  std::vector<std::pair<std::string, CacheKey>> variants;
  auto add = [&](std::string what, const KernelSource& s, const TargetId& t, const CompileOptions& o) {
    variants.emplace_back(std::move(what), compute_cache_key(s, t, o));
  };
  KernelSource edited = source;
  edited.text += "; one more comment line\n";
  add("IR text", edited, kGfx942, options);
  KernelSource tile = KernelSource::front_end("vector_add", "tile-ir", source.text,
                                              [](llvm::LLVMContext&, const TargetId&, const CompileOptions&) {
                                                return std::unique_ptr<llvm::Module>();
                                              });
  add("source kind", tile, kGfx942, options);
  add("architecture", source, TargetId::parse("gfx950"), options);
  add("xnack+", source, TargetId::parse("gfx942:xnack+"), options);
  add("xnack-", source, TargetId::parse("gfx942:xnack-"), options);
  add("sramecc+", source, TargetId::parse("gfx942:sramecc+"), options);
  add("sramecc-", source, TargetId::parse("gfx942:sramecc-"), options);
  CompileOptions o2;
  o2.optimization = OptimizationLevel::O2;
  add("optimization", source, kGfx942, o2);
  CompileOptions v6;
  v6.code_object_version = 6;
  add("code object version", source, kGfx942, v6);
  CompileOptions extra1;
  extra1.extra["num_stages"] = "2";
  add("front-end option", source, kGfx942, extra1);
  CompileOptions extra2;
  extra2.extra["num_stages"] = "3";
  add("front-end option value", source, kGfx942, extra2);
  CompileOptions environment;
  environment.environment = {{"GFXTILE_SOME_KNOB", "1"}};
  add("environment setting", source, kGfx942, environment);
  CompileOptions environment2;
  environment2.environment = {{"GFXTILE_SOME_KNOB", "2"}};
  add("environment value", source, kGfx942, environment2);
  // A value cannot imitate a second option: names and values are escaped.
  CompileOptions forged;
  forged.extra["a"] = "1\"\nextra.\"b\"=\"2";
  add("escaped option", source, kGfx942, forged);
  CompileOptions two;
  two.extra = {{"a", "1"}, {"b", "2"}};
  add("two options", source, kGfx942, two);

  std::set<std::string> seen = {base.hex()};
  for (const auto& [what, key] : variants) {
    INFO(what);
    CHECK(key != base);
    CHECK(seen.insert(key.hex()).second);
  }
}

TEST_CASE("the cache key changes with nothing else", "[runtime][cache]") {
  const KernelSource source = vector_add_source();
  const CacheKey base = compute_cache_key(source, kGfx942, {});
  CHECK(compute_cache_key(source, kGfx942, {}) == base);
  KernelSource renamed = source;
  renamed.name = "another_name";
  CHECK(compute_cache_key(renamed, kGfx942, {}) == base);
  // The same target spelled differently.
  CHECK(compute_cache_key(source, TargetId::parse("gfx942:xnack-:sramecc+"), {}) ==
        compute_cache_key(source, TargetId::parse("gfx942:sramecc+:xnack-"), {}));
  // Runtime-only settings and unrelated variables stay out of the key.
  CompilerSettings baseline = memory_only();
  baseline.environment = code_environment();
  CompilerSettings settings = memory_only();
  {
    ScopedEnvironment cache_dir("GFXTILE_CACHE_DIR", "/somewhere/else");
    ScopedEnvironment dump("GFXTILE_DUMP", "ir");
    ScopedEnvironment device("GFXTILE_DEVICE", "emu");
    ScopedEnvironment emulator("GFXTILE_EMU_THREADS", "4");
    ScopedEnvironment home("HOME", "/nowhere");
    settings.environment = code_environment();
    CHECK(Compiler(settings).key(source, kGfx942, {}) == Compiler(baseline).key(source, kGfx942, {}));
  }
}

TEST_CASE("code-changing GFXTILE settings are read into the key", "[runtime][cache]") {
  const KernelSource source = vector_add_source();
  CompilerSettings plain = memory_only();
  plain.environment = code_environment();
  ScopedEnvironment knob("GFXTILE_LOWERING_EXPERIMENT", "on");
  CompilerSettings with_knob = memory_only();
  with_knob.environment = code_environment();
  REQUIRE(std::count(with_knob.environment.begin(), with_knob.environment.end(),
                     std::pair<std::string, std::string>("GFXTILE_LOWERING_EXPERIMENT", "on")) == 1);
  CHECK(Compiler(plain).key(source, kGfx942, {}) != Compiler(with_knob).key(source, kGfx942, {}));
  CHECK_FALSE(environment_changes_code("GFXTILE_CACHE"));
  CHECK_FALSE(environment_changes_code("GFXTILE_ARCH"));
  CHECK_FALSE(environment_changes_code("PATH"));
  CHECK(environment_changes_code("GFXTILE_ANYTHING_NEW"));
}

TEST_CASE("the key names the gfxtile and LLVM versions", "[runtime][cache]") {
  const std::string header = cache_key_header(vector_add_source(), kGfx942, {});
  CHECK_THAT(header, Catch::Contains(std::string("gfxtile=") + GFXTILE_EXPECTED_VERSION + "\n"));
  CHECK_THAT(header, Catch::Contains(std::string("llvm=") + GFXTILE_EXPECTED_LLVM_VERSION + "\n"));
  CHECK_THAT(header, Catch::Contains("llvm.loaded=" + loaded_llvm_version() + "\n"));
  CHECK_THAT(loaded_llvm_version(), Catch::StartsWith("22."));
  CHECK_THAT(header, Catch::Contains("target=gfx942\n"));
}
