#include <map>

#include <catch2/catch.hpp>

#include "runtime/argument_plan.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"
#include "runtime/loaded_kernel.h"
#include "tests/runtime/test_support.h"

using namespace gfxtile;

namespace {

const TargetId kGfx942 = TargetId::parse("gfx942");

CompiledKernelPointer compile(const KernelSource& source) {
  static Compiler compiler([] {
    CompilerSettings settings;
    settings.disk_cache = false;
    return settings;
  }());
  return compiler.compile(source, kGfx942);
}

ArgumentPlan plan_of(const CompiledKernelPointer& compiled) {
  return ArgumentPlan::build(compiled->code_object.kernels().front().metadata,
                             kGfx942.properties().lds_bytes_per_workgroup);
}

template <typename... Args>
std::vector<ArgumentValue> values(const Args&... arguments) {
  return {to_argument(arguments)...};
}

}  // namespace

TEST_CASE("the argument plan places explicit and hidden arguments at their metadata offsets", "[runtime][launch]") {
  auto compiled = compile(KernelSource::llvm_ir("hidden_user", gfxtile::testing::kHiddenUserIr));
  const ArgumentPlan plan = plan_of(compiled);
  const KernelMetadata& metadata = compiled->code_object.kernels().front().metadata;
  CHECK(plan.explicit_count() == 2);
  CHECK(plan.kernarg_size() == metadata.kernarg_segment_size);
  int hidden = 0;
  for (const auto& argument : metadata.arguments) hidden += argument.is_hidden();
  REQUIRE(hidden > 10);  // code object V5 lists block counts, group sizes, remainders, ...

  std::vector<uint8_t> segment(plan.kernarg_size(), 0xcd);
  const LaunchConfig config{.grid = {5, 6, 7}, .block = {8, 4, 2}, .dynamic_lds_bytes = 1024};
  plan.pack(values(DevicePointer{0x123456789abc}, int32_t{-3}), config, segment);
  auto read = [&](uint64_t offset, uint64_t size) {
    uint64_t value = 0;
    std::memcpy(&value, segment.data() + offset, size);
    return value;
  };
  std::map<std::string, uint64_t> expected = {
      {"hidden_block_count_x", 5}, {"hidden_block_count_y", 6}, {"hidden_block_count_z", 7},
      {"hidden_group_size_x", 8},  {"hidden_group_size_y", 4},  {"hidden_group_size_z", 2},
      {"hidden_remainder_x", 0},   {"hidden_remainder_y", 0},   {"hidden_remainder_z", 0},
      {"hidden_grid_dims", 3},     {"hidden_dynamic_lds_size", 1024},
  };
  for (const auto& argument : metadata.arguments) {
    INFO(argument.value_kind << " '" << argument.name << "' at " << argument.offset);
    if (argument.name == "out") CHECK(read(argument.offset, 8) == 0x123456789abc);
    else if (argument.name == "n") CHECK(static_cast<int32_t>(read(argument.offset, 4)) == -3);
    else if (expected.count(argument.value_kind)) CHECK(read(argument.offset, argument.size) == expected[argument.value_kind]);
    else CHECK(read(argument.offset, argument.size) == 0);  // device-specific hidden arguments stay zero
  }
}

TEST_CASE("wrong launch arguments give errors naming the kernel and the argument", "[runtime][launch]") {
  auto compiled = compile(examples::named_kernel("vector_add").source(kGfx942));
  const ArgumentPlan plan = plan_of(compiled);
  std::vector<uint8_t> segment(plan.kernarg_size());
  const LaunchConfig config{.grid = {4}, .block = {256}};
  const DevicePointer x{0x1000}, y{0x2000}, z{0x3000};
  auto buffer_of_floats = ArgumentValue::pointer(0x4000, ElementType::f32);

  CHECK_NOTHROW(plan.pack(values(x, y, z, int32_t{1024}), config, segment));
  CHECK_THROWS_WITH(plan.pack(values(x, y, z), config, segment),
                    "kernel 'vector_add' takes 4 arguments, but 3 were given");
  CHECK_THROWS_WITH(plan.pack(values(x, y, z, buffer_of_floats), config, segment),
                    Catch::StartsWith("kernel 'vector_add': argument 3 'n' takes a 4-byte value") &&
                        Catch::Contains("but pointer to f32 was given: a pointer where a value is expected"));
  CHECK_THROWS_WITH(plan.pack(values(x, 1.5f, z, int32_t{1}), config, segment),
                    Catch::StartsWith("kernel 'vector_add': argument 1 'y' takes a pointer (a device buffer)") &&
                        Catch::Contains("4-byte f32 value was given"));
  CHECK_THROWS_WITH(plan.pack(values(x, y, z, int64_t{1}), config, segment),
                    Catch::Contains("argument 3 'n' takes a 4-byte value") && Catch::Contains("8-byte i64 value") &&
                        Catch::Contains("the sizes differ"));
  CHECK_THROWS_WITH(plan.pack(values(x, y, z, int32_t{1}), {.grid = {4}, .block = {512}}, segment),
                    "kernel 'vector_add': block of 512 work-items exceeds the kernel's maximum workgroup size 256");
  CHECK_THROWS_WITH(plan.pack(values(x, y, z, int32_t{1}), {.grid = {0}, .block = {256}}, segment),
                    Catch::Contains("empty grid"));
  CHECK_THROWS_WITH(plan.pack(values(x, y, z, int32_t{1}), {.grid = {1}, .block = {256}, .dynamic_lds_bytes = 70000}, segment),
                    Catch::Contains("70000 of dynamic LDS exceed the target's 65536 per workgroup"));
}

TEST_CASE("C type names in the metadata are checked against buffers and values", "[runtime][launch]") {
  bool pointer = false;
  CHECK(element_type_from_c_name("const float *", pointer) == ElementType::f32);
  CHECK(pointer);
  CHECK(element_type_from_c_name("unsigned int", pointer) == ElementType::u32);
  CHECK_FALSE(pointer);
  CHECK(element_type_from_c_name("__hip_bfloat16*", pointer) == ElementType::bf16);
  CHECK_FALSE(element_type_from_c_name("float**", pointer).has_value());
  CHECK_FALSE(element_type_from_c_name("struct params", pointer).has_value());

  // A kernel whose metadata carries .type_name (from kernel_arg_type, as HIP and OpenCL emit).
  constexpr const char* kTyped = R"(
define amdgpu_kernel void @widen(ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %in, i32 %n)
    !kernel_arg_type !1 !kernel_arg_base_type !1 !kernel_arg_name !2 {
  %v = load half, ptr addrspace(1) %in
  %f = fpext half %v to float
  store float %f, ptr addrspace(1) %out
  ret void
}
!1 = !{!"float*", !"half*", !"int"}
!2 = !{!"out", !"in", !"n"}
)";
  auto compiled = compile(KernelSource::llvm_ir("widen", kTyped));
  const ArgumentPlan plan = plan_of(compiled);
  std::vector<uint8_t> segment(plan.kernarg_size());
  const LaunchConfig config{.grid = {1}, .block = {64}};
  const auto floats = ArgumentValue::pointer(0x1000, ElementType::f32);
  const auto halves = ArgumentValue::pointer(0x2000, ElementType::f16);
  CHECK_NOTHROW(plan.pack(values(floats, halves, int32_t{4}), config, segment));
  CHECK_NOTHROW(plan.pack(values(floats, halves, uint32_t{4}), config, segment));   // same kind and size
  CHECK_NOTHROW(plan.pack(values(floats, DevicePointer{0x2000}, 4), config, segment));  // untyped address
  CHECK_THROWS_WITH(plan.pack(values(floats, floats, 4), config, segment),
                    "kernel 'widen': argument 1 'in' takes a pointer (half*), but pointer to f32 was given: the kernel "
                    "reads f16 elements");
  CHECK_THROWS_WITH(plan.pack(values(floats, halves, 4.0f), config, segment),
                    Catch::Contains("argument 2 'n' takes a 4-byte value (int)") && Catch::Contains("a float for an integer"));
}
