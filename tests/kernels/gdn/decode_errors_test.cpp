// Bad inputs to gdn::decode and gdn::verify are clear Errors before any launch.

#include <catch2/catch.hpp>

#include <functional>

#include "core/error.h"
#include "kernels/gdn/decode.h"
#include "runtime/emulator_device.h"

namespace gfxtile::gdn::test {

namespace {

constexpr int64_t kDim = kDecodeHeadDim;

// A valid small problem (H = 1, HV = 2, 2 sequences, 4 slots) whose buffers a case replaces.
struct Buffers {
  std::unique_ptr<Device> device = open_emulator_device(TargetId::parse("gfx942"));
  int64_t D = DecodeShape{.H = 1, .HV = 2}.D(), HV = 2, N = 2, slots = 4;
  DeviceBuffer make(ElementType type, std::vector<int64_t> shape) { return DeviceBuffer(*device, type, std::move(shape)); }
  DeviceBuffer qkv = make(ElementType::bf16, {N, D}), a = make(ElementType::bf16, {N, HV}),
               b = make(ElementType::bf16, {N, HV}), z = make(ElementType::bf16, {N, HV, kDim}),
               conv_weight = make(ElementType::bf16, {D, 4}), A_log = make(ElementType::f32, {HV}),
               dt_bias = make(ElementType::f32, {HV}), norm_weight = make(ElementType::bf16, {kDim}),
               conv_state = make(ElementType::f32, {slots, D, 3}), ssm_state = make(ElementType::f32, {slots, HV, kDim, kDim}),
               y = make(ElementType::bf16, {N, HV * kDim});
  DeviceBuffer indices = DeviceBuffer::upload(*device, std::vector<int32_t>{0, 3});
  DecodeArguments arguments() {
    return {.qkv = &qkv, .a = &a, .b = &b, .z = &z, .conv_weight = &conv_weight, .A_log = &A_log, .dt_bias = &dt_bias,
            .norm_weight = &norm_weight, .conv_state = &conv_state, .ssm_state = &ssm_state, .state_indices = &indices,
            .y = &y};
  }
};

std::string error_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const Error& error) {
    return error.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("gdn decode: bad inputs are errors before the launch", "[gdn][decode][errors]") {
  Buffers x;
  const DecodeOptions options{.H = 1, .HV = 2};
  using Catch::Matchers::Contains;
  SECTION("head counts") {
    CHECK_THAT(error_of([&] { decode(*x.device, {.H = 2, .HV = 3}, x.arguments()); }), Contains("multiple of H"));
  }
  SECTION("qkv width") {
    DeviceBuffer wrong = x.make(ElementType::bf16, {x.N, x.D + 1});
    DecodeArguments arguments = x.arguments();
    arguments.qkv = &wrong;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }), Contains("qkv has shape [2, 513], expected [2, 512]"));
  }
  SECTION("element type") {
    DeviceBuffer wrong = x.make(ElementType::f32, {x.N, x.HV});
    DecodeArguments arguments = x.arguments();
    arguments.a = &wrong;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }), Contains("expected bf16"));
  }
  SECTION("pool layouts disagree on slots") {
    DeviceBuffer wrong = x.make(ElementType::f32, {x.slots + 1, x.HV, kDim, kDim});
    DecodeArguments arguments = x.arguments();
    arguments.ssm_state = &wrong;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }), Contains("ssm_state has shape"));
  }
  SECTION("slot out of range") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 4});
    DecodeArguments arguments = x.arguments();
    arguments.state_indices = &wrong;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }),
               Contains("state_indices[1] = 4 is outside the pool's 4 slots"));
  }
  SECTION("read slot below -1") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{-2, 1});
    DecodeArguments arguments = x.arguments();
    arguments.state_indices_in = &wrong;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }), Contains("state_indices_in[0] = -2"));
  }
  SECTION("missing buffer") {
    DecodeArguments arguments = x.arguments();
    arguments.z = nullptr;
    CHECK_THAT(error_of([&] { decode(*x.device, options, arguments); }), Contains("z is missing"));
  }
}

TEST_CASE("gdn verify: bad inputs are errors before the launch", "[gdn][verify][errors]") {
  Buffers x;
  const DecodeOptions options{.H = 1, .HV = 2};
  using Catch::Matchers::Contains;
  // Two sequences of 1 and 1 tokens, 2 index columns.
  DeviceBuffer indices = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 1, 2, 3}, {2, 2});
  DeviceBuffer cu = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 1, 2});
  DeviceBuffer accepted = DeviceBuffer::upload(*x.device, std::vector<int32_t>{1, 2});
  auto arguments = [&] {
    DecodeArguments result = x.arguments();
    result.state_indices = &indices, result.cu_seqlens = &cu, result.accepted = &accepted;
    return result;
  };
  SECTION("accepted beyond the columns") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{1, 3});
    DecodeArguments a = arguments();
    a.accepted = &wrong;
    CHECK_THAT(error_of([&] { verify(*x.device, options, a); }), Contains("accepted[1] = 3, expected 1 to 2"));
  }
  SECTION("a sequence longer than the columns") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 0, 2});
    DecodeArguments a = arguments();
    a.cu_seqlens = &wrong;
    CHECK_THAT(error_of([&] { verify(*x.device, options, a); }), Contains("sequence 0 has 0 tokens"));
  }
  SECTION("cu_seqlens not ending at T") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 1, 1});
    DecodeArguments a = arguments();
    a.cu_seqlens = &wrong;
    CHECK_THAT(error_of([&] { verify(*x.device, options, a); }), Contains("expected 0 to T = 2"));
  }
  SECTION("more than 8 columns") {
    DeviceBuffer wide = DeviceBuffer::upload(*x.device, std::vector<int32_t>(18, 0), {2, 9});
    DecodeArguments a = arguments();
    a.state_indices = &wide;
    CHECK_THAT(error_of([&] { verify(*x.device, options, a); }), Contains("1 <= W <= 8"));
  }
  SECTION("write slot out of range") {
    DeviceBuffer wrong = DeviceBuffer::upload(*x.device, std::vector<int32_t>{0, 1, 2, 9}, {2, 2});
    DecodeArguments a = arguments();
    a.state_indices = &wrong;
    CHECK_THAT(error_of([&] { verify(*x.device, options, a); }), Contains("state_indices[1, 1] = 9"));
  }
}

}  // namespace gfxtile::gdn::test
