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

namespace {

Program one_dimensional(int64_t elements, std::vector<dslgen::Type> inputs) {
  Program program;
  program.seed = 7;
  program.shape = {elements};
  program.waves = 1;
  program.layouts = {dslgen::LayoutSpec{.per_thread = {2}, .waves = {1}, .order = {0}}};
  program.inputs = std::move(inputs);
  program.n = elements + elements / 2;  // the second workgroup's tile is half masked
  program.trips = 1;
  for (size_t i = 0; i < program.inputs.size(); ++i)
    program.steps.push_back(dslgen::Step{.op = dslgen::Op::load, .a = static_cast<int>(i), .type = program.inputs[i]});
  return program;
}

void require_agreement(const Program& program) {
  for (const TargetId& target : testing::emulated_targets()) {
    const Outcome outcome = check(program, target);
    INFO(program.describe() << "on " << target.to_string() << ": " << outcome.message);
    REQUIRE(outcome.kind == Outcome::agreed);
    REQUIRE(outcome.checked > 0);
  }
}

}  // namespace

// Found by dsl_fuzz: gfx1250's emulator dropped the neg/abs modifiers LLVM folds into
// v_max_num_f32, so max(-|x|) came back as max(|x|).
TEST_CASE("regression: maximum of x and the max reduction of -|x|", "[dsl][fuzz]") {
  Program program = one_dimensional(64, {dslgen::Type::f32});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::unary, .a = 0, .unary = dslgen::Unary::abs});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::unary, .a = 1, .unary = dslgen::Unary::neg});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::reduce, .a = 0, .b = 2, .binary = dslgen::Binary::maximum, .reduce = dslgen::Reduce::max});
  program.outputs = {3};
  require_agreement(program);
}

// Found by dsl_fuzz: f16 and i32 min/max chains become v_maxmin / v_minmax / v_pk_max3_num_f16
// and uniform f16 arithmetic s_add_f16 on gfx1250, which its emulator lacked.
TEST_CASE("regression: f16 and i32 min/max chains and a uniform f16 sum", "[dsl][fuzz]") {
  Program program = one_dimensional(256, {dslgen::Type::f16, dslgen::Type::f16, dslgen::Type::i32, dslgen::Type::i32});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::binary, .a = 0, .b = 1, .binary = dslgen::Binary::maximum, .type = dslgen::Type::f16});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::binary_number, .a = 4, .binary = dslgen::Binary::minimum, .type = dslgen::Type::f16, .constant = 0.75});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::reduce, .a = 5, .b = 0, .binary = dslgen::Binary::maximum, .reduce = dslgen::Reduce::max, .type = dslgen::Type::f16});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::binary, .a = 2, .b = 3, .binary = dslgen::Binary::minimum, .type = dslgen::Type::i32});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::binary_number, .a = 7, .binary = dslgen::Binary::maximum, .type = dslgen::Type::i32, .constant = -7});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::reduce, .a = 6, .b = 1, .binary = dslgen::Binary::add, .reduce = dslgen::Reduce::sum, .type = dslgen::Type::f16});
  program.outputs = {9, 8};
  require_agreement(program);
}
