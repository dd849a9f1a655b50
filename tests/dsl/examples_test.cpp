// The examples' tile IR against reviewed golden text (tests/dsl/golden/<example>.<target>.ir), and
// each example's self-check on the emulator for gfx942, gfx950 and gfx1250.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "examples/dsl/support.h"
#include "runtime/emulator_device.h"

using namespace gfxtile;

namespace {

// The examples compile through the runtime's JIT: keep its cache in memory, not in $HOME.
const bool memory_cache = [] { return setenv("GFXTILE_CACHE", "memory", 0) == 0; }();

std::string golden_path(const std::string& example, const std::string& target) {
  return std::string(GFXTILE_SOURCE_DIR) + "/tests/dsl/golden/" + example + "." + target + ".ir";
}

}  // namespace

TEST_CASE("the examples' IR matches the golden text", "[dsl][examples]") {
  // GFXTILE_UPDATE_GOLDEN=1 rewrites the files (review the diff before committing).
  const char* update = std::getenv("GFXTILE_UPDATE_GOLDEN");
  for (const auto& example : examples::dsl_examples())
    for (const char* target : {"gfx942", "gfx1250"}) {
      if (!example.runs_on(TargetId::parse(target).properties())) continue;
      const std::string text = example.build(TargetId::parse(target)).to_text();
      const std::string path = golden_path(example.name, target);
      if (update && std::string(update) == "1") std::ofstream(path) << text;
      std::ifstream file(path);
      INFO(path);
      REQUIRE(file.good());
      std::stringstream golden;
      golden << file.rdbuf();
      CHECK(text == golden.str());
    }
}

TEST_CASE("the examples check themselves on the emulator", "[dsl][examples][run]") {
  REQUIRE(memory_cache);
  if (!emulator_available()) return;
  for (const auto& example : examples::dsl_examples())
    for (const char* target : {"gfx942", "gfx950", "gfx1250"}) {
      if (!example.runs_on(TargetId::parse(target).properties())) continue;
      auto device = open_emulator_device(TargetId::parse(target));
      const examples::ExampleCheck check = example.run(*device);
      INFO(example.name << " on " << target << ": " << check.detail);
      CHECK(check.ok);
    }
}

TEST_CASE("the demo entry point runs every example on every target", "[dsl][examples][run]") {
  REQUIRE(memory_cache);
  if (!emulator_available()) return;
  const auto results = examples::run_dsl_examples();
  size_t expected = 0;
  for (const auto& example : examples::dsl_examples())
    for (const TargetProperties& target : supported_targets()) expected += example.runs_on(target) ? 1 : 0;
  CHECK(results.size() == expected);
  for (const auto& result : results) {
    INFO(result.example << " on " << result.target << ": " << result.detail);
    CHECK(result.ok);
  }
}
