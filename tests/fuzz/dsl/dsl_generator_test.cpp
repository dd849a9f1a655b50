// The DSL program generator in the default suite: a few fixed seeds on every emulated target
// must agree with the host interval reference (or be refused with a line); the reference itself
// is checked on hand-made programs whose answer is known.
#include <catch2/catch.hpp>

#include "testing/emulated_device.h"
#include "tests/fuzz/dsl/dsl_generator.h"

using namespace gfxtile;
using namespace gfxtile::dslgen;

TEST_CASE("random DSL programs agree with the fp64 interval reference", "[dsl][fuzz]") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const Program program = generate(seed);
    for (const TargetId& target : testing::emulated_targets()) {
      const Outcome outcome = check(program, target);
      INFO(program.describe() << "on " << target.to_string() << ": " << outcome.message);
      REQUIRE((outcome.kind == Outcome::agreed || outcome.kind == Outcome::rejected));
      REQUIRE(outcome.unchecked == 0);
    }
  }
}

TEST_CASE("the generator draws the same program for a seed and varies across seeds", "[dsl][fuzz]") {
  REQUIRE(generate(42).describe() == generate(42).describe());
  REQUIRE(generate(42).describe() != generate(43).describe());
}
