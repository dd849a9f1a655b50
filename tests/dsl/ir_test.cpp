// The IR's text form (golden), the builder's loop-carried values and branch results, and the
// verifier as a backstop for hand-made IR.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "core/error.h"
#include "dsl/dsl.h"

using namespace gfxtile;

namespace {

Kernel scale_kernel() {
  KernelBuilder k("scale", TargetId::parse("gfx942"), {.waves = 1});
  Tensor x = k.arg<const float*>("x");
  Tensor y = k.arg<float*>("y");
  Tensor n = k.arg<int32_t>("n", {.divisible_by = 4});
  Layout layout = blocked({64});
  Tensor offsets = arange(64, layout);
  Tensor acc = zeros({64}, f32, layout);
  for_range(0, 2, [&](Scalar) {
    Tensor pointers = x + offsets;
    Tensor mask = offsets < n;
    acc = acc + load(pointers, mask);
  });
  store(y + offsets, acc);
  return k.build();
}

}  // namespace

TEST_CASE("the printer's text is stable and complete", "[dsl][ir]") {
  const std::string expected = R"(kernel @scale target=gfx942 wave_size=64 waves=1
  layout #0 = blocked<per_thread=[1], lanes=[64], waves=[1], order=[0]> {register=[], lane=[[1],[2],[4],[8],[16],[32]], wave=[]} -> [dim0:64]
  arg %x: ptr<f32> readonly align=16
  arg %y: ptr<f32> align=16
  arg %n: i32 divisible_by=4
{
  %0 = arange {start = 0} : tensor<64xi32, #0>
  %1 = constant {value = 0} : tensor<64xf32, #0>
  %2 = constant {value = 0} : i32
  %3 = constant {value = 2} : i32
  %4 = constant {value = 1} : i32
  %5 = for %2, %3, %4, %1 : tensor<64xf32, #0> {
  ^(%6: i32, %7: tensor<64xf32, #0>):
    %8 = splat %x : tensor<64xptr<f32>, #0>
    %9 = addptr %8, %0 : tensor<64xptr<f32>, #0>
    %10 = splat %n : tensor<64xi32, #0>
    %11 = cmp %0, %10 {predicate = lt} : tensor<64xi1, #0>
    %12 = constant {value = 0} : f32
    %13 = splat %12 : tensor<64xf32, #0>
    %14 = load %9, %11, %13 : tensor<64xf32, #0>
    %15 = add %7, %14 : tensor<64xf32, #0>
    yield %15
  }
  %16 = splat %y : tensor<64xptr<f32>, #0>
  %17 = addptr %16, %0 : tensor<64xptr<f32>, #0>
  store %17, %5
}
)";
  CHECK(scale_kernel().to_text() == expected);
  CHECK(scale_kernel().to_text() == scale_kernel().to_text());
}

TEST_CASE("assignments inside bodies become carried values and results", "[dsl][ir]") {
  KernelBuilder k("flow", TargetId::parse("gfx950"), {.waves = 2});
  Tensor out = k.arg<float*>("out");
  Tensor limit = k.arg<int32_t>("limit");
  Layout layout = blocked({128});
  Tensor a = zeros({128}, f32, layout), b = zeros({128}, f32, layout), untouched = zeros({128}, f32, layout);
  Tensor counter = constant(0, i32);
  for_range(0, 4, [&](Scalar i) {
    a = a + i.to(f32);
    for_range(0, i, [&](Scalar) { b = b + a; });
  });
  if_(limit > 3, [&] { counter = counter + 1; });
  while_([&] { return counter < limit; }, [&] { counter = counter * 2; });
  store(out + arange(128, layout), a + b + untouched + counter.to(f32));
  const Kernel kernel = k.build();
  const Op* outer = nullptr;
  for (const auto& op : kernel.body.ops)
    if (op->kind == OpKind::for_) outer = op.get();
  REQUIRE(outer);
  CHECK(outer->results.size() == 2);              // a and b; untouched is not carried
  CHECK(outer->regions[0].arguments.size() == 3);  // induction variable, a, b
  const Op* inner = nullptr;
  for (const auto& op : outer->regions[0].ops)
    if (op->kind == OpKind::for_) inner = op.get();
  REQUIRE(inner);
  CHECK(inner->results.size() == 1);  // only b changes in the inner loop
  const std::string text = kernel.to_text();
  CHECK(text.find("= if ") != std::string::npos);
  CHECK(text.find("= while ") != std::string::npos);
  CHECK(text.find("condition ") != std::string::npos);
}

TEST_CASE("assigning another variable's value inside a loop carries it", "[dsl][ir]") {
  KernelBuilder k("swap", TargetId::parse("gfx942"), {.waves = 1});
  Tensor out = k.arg<int32_t*>("out");
  Tensor a = constant(1, i32), b = constant(2, i32), c = constant(3, i32);
  for_range(0, 3, [&](Scalar) {
    Tensor old = a;
    a = b;  // b's value from before the loop in the first iteration, then b's carried value
    b = old;
  });
  while_([&] { return c < 100; }, [&] { c = a + c; });
  Tensor d = constant(0, i32);
  for_range(0, 2, [&](Scalar) { d = c; });  // c is not carried: d gets the value from before
  store(out, a * 100 + b * 10 + c + d);
  const Kernel kernel = k.build();  // verifies: every yielded value is defined
  CHECK(kernel.body.ops.size() > 0);
}

TEST_CASE("the verifier rejects malformed IR with the op's location", "[dsl][ir]") {
  Kernel kernel = scale_kernel();
  // Make the store use a value from inside the loop body.
  Op& store_op = *kernel.body.ops.back();
  const Op& loop = *kernel.body.ops[5];
  store_op.operands[1] = loop.regions[0].ops.back()->operands[0];
  CHECK_THROWS_WITH(kernel.verify(), Catch::Contains("ir_test.cpp:") && Catch::Contains("kernel 'scale': store:") &&
                                         Catch::Contains("not defined in an enclosing scope"));
}

TEST_CASE("dtypes print and parse", "[dsl][ir]") {
  for (DType dtype : {f32, f16, bf16, f8e4m3, f8e5m2, f8e4m3fnuz, f8e5m2fnuz, i1, i8, i16, i32, i64, u32}) {
    CHECK(parse_dtype(dtype.name()) == dtype);
    CHECK(parse_dtype(dtype.pointer_to().name()) == dtype.pointer_to());
  }
  CHECK(f8e5m2fnuz.bits() == 8);
  CHECK(bf16.is_float());
  CHECK(u32.is_integer());
  CHECK_FALSE(u32.is_signed());
  CHECK_FALSE(parse_dtype("f64"));
}

TEST_CASE("the conversion report names each convert_layout's line and mechanism", "[dsl][ir]") {
  KernelBuilder k("moves", TargetId::parse("gfx942"), {.waves = 2});
  Tensor x = k.arg<const float*>("x");
  Layout a = blocked({128}, {.per_thread = {1}});  // one element per thread over both waves
  Layout b = blocked({128}, {.per_thread = {2}});  // two per thread, the second wave a copy
  Tensor v = load(x + arange(128, a));
  const int line = __LINE__ + 1;
  Tensor moved = convert_layout(v, b);
  (void)moved;
  CHECK(conversion_report(k.build()) ==
        fmt::format("ir_test.cpp:{}: convert_layout tensor<128xf32>: through_lds\n", line));
}
