// Misuse of the DSL: each error names the kernel, this file's line of the offending call and
// what to do instead.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <functional>

#include "core/error.h"
#include "dsl/dsl.h"
#include "lowering/tile/compile.h"

using namespace gfxtile;

namespace {

// Runs `body` (one line, so that __LINE__ is the line of the DSL call) and checks the error.
void expect_error(const std::function<void()>& body, int line, const std::string& text) {
  try {
    body();
  } catch (const Error& error) {
    const std::string message = error.what();
    INFO(message);
    CHECK_THAT(message, Catch::Contains(fmt::format("errors_test.cpp:{}: ", line)));
    CHECK_THAT(message, Catch::Contains("kernel 'k'"));
    CHECK_THAT(message, Catch::Contains(text));
    return;
  }
  FAIL("no error for: " << text);
}

// A kernel under construction with a few arguments and tensors to misuse.
struct Fixture {
  KernelBuilder k{"k", TargetId::parse("gfx942")};
  Tensor x = k.arg<const float*>("x");
  Tensor y = k.arg<float*>("y");
  Tensor h = k.arg<f16_t*>("h");
  Tensor n = k.arg<int32_t>("n");
  Tensor f = k.arg<float>("f");
  Layout row = blocked({256}, {.per_thread = {4}});
  Layout grid = blocked({16, 64}, {.per_thread = {1, 4}});
  Tensor offsets = arange(256, row);
  Tensor values = load(x + offsets);
};

}  // namespace

TEST_CASE("memory misuse names the line", "[dsl][errors]") {
  Fixture t;
  expect_error([&] { store(t.h + t.offsets, t.values); }, __LINE__, "value has dtype f32 but the pointer points to f16; convert with .to(f16)");
  expect_error([&] { store(t.x + t.offsets, t.values); }, __LINE__, "pointer 'x' is declared const");
  expect_error([&] { load(t.offsets); }, __LINE__, "loads through a pointer, not i32");
  expect_error([&] { load(t.x + t.offsets, t.offsets, 0.0); }, __LINE__, "the mask must be i1");
  expect_error([&] { atomic_add(t.h + t.offsets, t.values.to(f16)); }, __LINE__, "atomics on f16 are not offered");
  expect_error([&] { buffer_load(t.x + t.offsets, t.offsets, t.n); }, __LINE__, "the base must be a scalar pointer");
  expect_error([&] { buffer_load(t.x, t.values, t.n); }, __LINE__, "offsets must be an i32 tensor");
  expect_error([&] { buffer_store(t.x, t.offsets, t.values, t.n); }, __LINE__, "declared const");
  expect_error([&] { lds_alloc({256, 256}, f32); }, __LINE__, "exceed the 65536 bytes of LDS");
  expect_error([&] { lds_store(lds_alloc({128}, f32), t.values); }, __LINE__, "does not fit");
  expect_error([&] { lds_load(lds_alloc({256}, f32), t.grid); }, __LINE__, "differs from the buffer's");
  expect_error([&] { lds_store(t.values, t.values); }, __LINE__, "must come from lds_alloc");
  expect_error([&] { device_assert(t.values, "positive"); }, __LINE__, "must be an i1");
}

TEST_CASE("type and shape misuse names the line", "[dsl][errors]") {
  Fixture t;
  Tensor wide = arange(64, blocked({64}));
  Tensor column = expand_dims(arange(16, slice(t.grid, 1)), 1);
  expect_error([&] { (void)(t.values + t.values.to(f16)); }, __LINE__, "operands have dtypes f32 and f16; convert one with .to(f32)");
  expect_error([&] { (void)(t.offsets + wide); }, __LINE__, "do not broadcast");
  expect_error([&] { (void)(t.offsets + column); }, __LINE__, "have different ranks");
  expect_error([&] { (void)(t.offsets + 1.5); }, __LINE__, "1.5 is not an integer");
  expect_error([&] { exp(t.offsets); }, __LINE__, "needs a float operand, not i32; convert with .to(f32)");
  expect_error([&] { select(t.values, t.values, t.values); }, __LINE__, "the condition must be i1, not f32");
  expect_error([&] { t.offsets.to(f32.pointer_to()); }, __LINE__, "cannot convert i32 to ptr<f32>");
  expect_error([&] { t.values.to(f16, Rounding::down); }, __LINE__, "only offered for float -> integer");
  expect_error([&] { (void)(t.values.to(f8e4m3fnuz) * 2.0); }, __LINE__, "no arithmetic on f8e4m3fnuz; convert with .to(f32) first");
  expect_error([&] { sum(t.values, 1); }, __LINE__, "axis 1 of a rank-1 tensor");
  expect_error([&] { max(t.n); }, __LINE__, "reduces a tensor, not a scalar");
  expect_error([&] { cumsum(t.f); }, __LINE__, "scans a tensor, not a scalar");
  expect_error([&] { sum(t.offsets < 3); }, __LINE__, "cannot reduce i1");
  expect_error([&] { (void)(t.x * t.x); }, __LINE__, "arithmetic on pointers: offset them with + instead");
  expect_error([&] { (void)(t.x * 2); }, __LINE__, "a number cannot stand for a pointer");
}

TEST_CASE("layout and index misuse names the line", "[dsl][errors]") {
  Fixture t;
  Tensor column = expand_dims(arange(64, blocked({64})), 0);
  expect_error([&] { blocked({48}); }, __LINE__, "not a power of two; pad the tile");
  expect_error([&] { blocked({64}, {.lanes = {32}}); }, __LINE__, "a wave has 64 lanes on this target");
  expect_error([&] { blocked({64}, {.waves = {2}}); }, __LINE__, "the kernel has 4 waves per workgroup");
  expect_error([&] { arange(16, t.grid); }, __LINE__, "needs a 1-D layout, not rank 2");
  expect_error([&] { arange(100, t.row); }, __LINE__, "[0, 100) has 100 elements but the layout holds 256");
  expect_error([&] { zeros({128}, f32, t.row); }, __LINE__, "shape [128] but the layout is for [256]");
  expect_error([&] { program_id(3); }, __LINE__, "axis 3; use 0, 1 or 2");
  expect_error([&] { num_programs(-1); }, __LINE__, "axis -1; use 0, 1 or 2");
  expect_error([&] { convert_layout(t.values, t.grid); }, __LINE__, "the tensor has shape [256] but the layout is for [16, 64]");
  expect_error([&] { broadcast(column, std::vector<int64_t>{16, 64}); }, __LINE__, "no layout of shape [16, 64] is known");
  expect_error([&] { broadcast(t.values, t.grid); }, __LINE__, "ranks differ; use expand_dims first");
  expect_error([&] { expand_dims(t.values, 3); }, __LINE__, "axis 3 for a rank-1 tensor");
  expect_error([&] { reshape(t.values, {3, 5}); }, __LINE__, "256 elements cannot become shape [3, 5]");
  expect_error([&] { permute(t.values, {1, 0}); }, __LINE__, "is not a permutation of 1 dimensions");
}

TEST_CASE("control-flow misuse names the line", "[dsl][errors]") {
  Fixture t;
  Tensor acc = zeros({256}, f32, t.row);
  Tensor unset;
  expect_error([&] { for_range(0, 4, [&](Scalar) { acc = acc.to(f16); }); }, __LINE__, "changes type from tensor<256xf32> to tensor<256xf16>");
  expect_error([&] { for_range(0.5, 4, [&](Scalar) {}); }, __LINE__, "the start must be an integer");
  expect_error([&] { for_range(0, t.f, [&](Scalar) {}); }, __LINE__, "the end must be an i32 scalar, not f32");
  expect_error([&] { for_range(0, 4, [&](Scalar) { unset = acc; }); }, __LINE__, "a variable without a value before the loop");
  expect_error([&] { if_(t.offsets < 3, [&] {}); }, __LINE__, "the condition must be a scalar i1");
  expect_error([&] { if_(t.n < 3, [&] { unset = acc; }); }, __LINE__, "assigned in only one branch");
  expect_error([&] { if_(t.n < 3, [&] { unset = acc; }, [&] { unset = t.offsets; }); }, __LINE__, "in one branch and");
  expect_error([&] { while_([&] { return t.f; }, [&] { acc = acc + 1.0; }); }, __LINE__, "must return a scalar i1");
  expect_error([&] { while_([&] { acc = acc + 1.0; return t.n < 3; }, [&] { acc = acc + 1.0; }); }, __LINE__, "the condition assigns a variable");
}

TEST_CASE("kernel-level misuse names the line", "[dsl][errors]") {
  {
    KernelBuilder k("k", TargetId::parse("gfx942"));
    k.arg<float*>("p");
    expect_error([&] { k.arg<float*>("p"); }, __LINE__, "a second argument named 'p'");
    expect_error([&] { k.arg<int32_t>("n", {.divisible_by = 3}); }, __LINE__, "divisible_by 3 is not a power of two");
    expect_error([&] { k.arg<int32_t>("2n"); }, __LINE__, "'2n' is not a valid argument name");
    expect_error([&] { k.arg<float*>("w", {.invariant = true}); }, __LINE__, "'w' is declared invariant but is not a const pointer");
    expect_error([&] { k.arg<int32_t>("m", {.invariant = true}); }, __LINE__, "'m' is declared invariant but is not a const pointer");
    program_id(0);
    expect_error([&] { k.arg<int32_t>("late"); }, __LINE__, "declare every argument before the kernel's first op");
  }
  expect_error([&] { KernelBuilder k("k", TargetId::parse("gfx942"), {.waves = 3}); }, __LINE__, "3 waves per workgroup; use a power of two");
  {
    KernelBuilder outer("k", TargetId::parse("gfx942"));
    Tensor foreign = program_id(0);
    KernelBuilder inner("k", TargetId::parse("gfx942"));
    expect_error([&] { (void)(foreign + 1); }, __LINE__, "the tensor belongs to another kernel");
  }
  CHECK_THROWS_WITH(program_id(0), Catch::Contains("a DSL call outside a kernel"));
}

TEST_CASE("lowering errors name the line too", "[dsl][errors]") {
  int line = 0;
  auto build = [&](TargetId target, const std::function<void(Fixture&)>& body) {
    Fixture t;
    (void)target;
    body(t);
    return t.k.build();
  };
  Kernel ocp = build(TargetId::parse("gfx942"), [&](Fixture& t) {
    line = __LINE__; store(t.y + t.offsets, t.values.to(f8e4m3).to(f32));
  });
  try {
    compile_kernel(ocp);
    FAIL("no error");
  } catch (const Error& error) {
    CHECK_THAT(error.what(), Catch::Contains(fmt::format("errors_test.cpp:{}: kernel 'k': cast: gfx942 has no f8e4m3 conversions", line)));
  }
  Kernel scan = build(TargetId::parse("gfx942"), [&](Fixture& t) {
    // Lanes along the columns but the waves split between rows and columns: not a prefix order.
    Layout swizzled(LinearLayout({{kRegister, {}}, {kLane, {{1}, {2}, {4}, {8}, {16}, {64}}}, {kWave, {{32}, {128}}}},
                                 {{dim_name(0), 256}}));
    line = __LINE__; store(t.y + arange(256, swizzled), cumsum(convert_layout(t.values, swizzled)));
  });
  CHECK_THROWS_WITH(compile_kernel(scan), Catch::Contains(fmt::format("errors_test.cpp:{}: kernel 'k': scan:", line)) &&
                                               Catch::Contains("are not consecutive"));
}
