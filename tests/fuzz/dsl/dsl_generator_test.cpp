// The DSL program generator in the default suite: a few fixed seeds on every emulated target
// must agree with the host interval reference (or be refused with a line); the reference itself
// is checked on hand-made programs whose answer is known.
#include <catch2/catch.hpp>

#include <cstring>

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

// The reference itself: an f32 add is a point interval equal to the host's float sum, a cast to
// bf16 toward zero truncates the low 16 bits, and a sum reduction's interval holds the exact sum.
TEST_CASE("the interval reference on programs with known answers", "[dsl][fuzz]") {
  Program program = one_dimensional(64, {dslgen::Type::f32, dslgen::Type::f32});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::binary, .a = 0, .b = 1, .binary = dslgen::Binary::add});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::cast, .a = 2, .rounding = Rounding::toward_zero, .type = dslgen::Type::bf16});
  program.steps.push_back(dslgen::Step{.op = dslgen::Op::reduce, .a = 0, .b = 0, .binary = dslgen::Binary::sub, .reduce = dslgen::Reduce::sum});
  program.outputs = {2, 3, 4};
  const Inputs inputs = make_inputs(program);
  const auto reference = evaluate(program, inputs);
  double tile_sum = 0;
  for (int64_t g = 0; g < 64; ++g) tile_sum += inputs.values[0][g];
  for (int64_t g = 0; g < 64; ++g) {
    const float x = static_cast<float>(inputs.values[0][g]), y = static_cast<float>(inputs.values[1][g]);
    const float sum = x + y;
    uint32_t bits;
    std::memcpy(&bits, &sum, 4);
    bits &= 0xffff0000u;
    float truncated;
    std::memcpy(&truncated, &bits, 4);
    INFO("element " << g << ": " << x << " + " << y);
    REQUIRE(reference[0][g].lo == sum);
    REQUIRE(reference[0][g].hi == sum);
    REQUIRE(reference[1][g].lo == truncated);
    REQUIRE(reference[1][g].hi == truncated);
    const double exact = x - tile_sum;  // x minus the sum of the first tile's x
    REQUIRE(reference[2][g].lo <= exact);
    REQUIRE(reference[2][g].hi >= exact);
    // Width about 2 (k - 1) 2^-23 sum abs(x) for k = 64 terms of abs(x) < 2: under 2e-3.
    REQUIRE(reference[2][g].hi - reference[2][g].lo < 2e-3);
  }
}
