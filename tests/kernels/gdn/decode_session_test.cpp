// gdn::DecodeSession: a decode loop loads each kernel once and allocates no device memory per
// step, and repeated steps give identical results that match the fp64 recurrence.

#include <catch2/catch.hpp>

#include <map>

#include "kernels/gdn/decode.h"
#include "runtime/emulator_device.h"
#include "tests/kernels/gdn/decode_problem.h"

namespace gfxtile::gdn::test {

namespace {

constexpr int64_t kDim = kDecodeHeadDim;

// An emulator device that counts what a step must not repeat: allocations (and the bytes still
// held) and kernel loads.
class CountingDevice final : public Device {
 public:
  explicit CountingDevice(const TargetId& target) : inner_(open_emulator_device(target)) {}
  std::string_view kind() const override { return inner_->kind(); }
  std::string description() const override { return inner_->description(); }
  const TargetId& target() const override { return inner_->target(); }
  uint64_t allocate(size_t bytes) override {
    const uint64_t address = inner_->allocate(bytes);
    ++allocations, held_bytes += bytes, sizes_[address] = bytes;
    return address;
  }
  void release(uint64_t address) noexcept override {
    held_bytes -= sizes_[address];
    sizes_.erase(address);
    inner_->release(address);
  }
  void copy_to_device(uint64_t destination, const void* source, size_t bytes) override {
    inner_->copy_to_device(destination, source, bytes);
  }
  void copy_to_host(void* destination, uint64_t source, size_t bytes) override {
    inner_->copy_to_host(destination, source, bytes);
  }
  std::unique_ptr<Stream> create_stream() override { return inner_->create_stream(); }
  std::unique_ptr<DeviceKernel> load_kernel(const CompiledKernelPointer& compiled, const KernelCode& code) override {
    ++kernel_loads;
    return inner_->load_kernel(compiled, code);
  }
  void launch(DeviceKernel& kernel, const LaunchConfig& config, std::span<const uint8_t> kernarg) override {
    ++launches;
    inner_->launch(kernel, config, kernarg);
  }
  void synchronize() override { inner_->synchronize(); }

  int allocations = 0, kernel_loads = 0, launches = 0;
  size_t held_bytes = 0;

 private:
  std::unique_ptr<Device> inner_;
  std::map<uint64_t, size_t> sizes_;
};

std::vector<BFloat16> bf16_of(const std::vector<double>& values) {
  std::vector<BFloat16> bits;
  for (double value : values) bits.push_back({testing::to_bf16(float(value))});
  return bits;
}

std::vector<float> floats_of(const std::vector<double>& values) { return {values.begin(), values.end()}; }

}  // namespace

TEST_CASE("gdn decode session: repeated steps load once, allocate nothing, give identical results",
          "[gdn][decode][session]") {
  for (const TargetId& target : testing::emulated_targets())
    DYNAMIC_SECTION(target.to_string()) {
      // 3 sequences, GVA 2, slots out of order.
      DecodeProblem problem;
      problem.shape = {.H = 1, .HV = 2};
      problem.slots = 5;
      problem.lengths = {1, 1, 1};
      problem.read_slots = {4, 0, 2};
      problem.write_slots = {{4}, {0}, {2}};
      problem.seed = 21;
      problem.generate();
      const DecodeReferencePools start = problem.pools;
      const std::vector<int32_t> cu = {0, 1, 2, 3};
      const std::vector<double> y_reference =
          decode_reference(problem.shape, problem.inputs, cu, problem.read_slots, problem.write_slots, problem.pools);

      CountingDevice device(target);
      const int64_t N = 3, D = problem.shape.D(), HV = problem.shape.HV, slots = problem.slots;
      const auto& in = problem.inputs;
      DeviceBuffer qkv = DeviceBuffer::upload(device, bf16_of(in.qkv), {N, D});
      DeviceBuffer a = DeviceBuffer::upload(device, bf16_of(in.a), {N, HV});
      DeviceBuffer b = DeviceBuffer::upload(device, bf16_of(in.b), {N, HV});
      DeviceBuffer z = DeviceBuffer::upload(device, bf16_of(in.z), {N, HV, kDim});
      DeviceBuffer conv_weight = DeviceBuffer::upload(device, bf16_of(in.conv_weight), {D, kConvWidth});
      DeviceBuffer a_log = DeviceBuffer::upload(device, floats_of(in.A_log), {HV});
      DeviceBuffer dt_bias = DeviceBuffer::upload(device, floats_of(in.dt_bias), {HV});
      DeviceBuffer norm_weight = DeviceBuffer::upload(device, bf16_of(in.norm_weight), {kDim});
      DeviceBuffer conv_state(device, ElementType::f32, {slots, D, kConvWidth - 1});
      DeviceBuffer ssm_state(device, ElementType::f32, {slots, HV, kDim, kDim});
      DeviceBuffer indices = DeviceBuffer::upload(device, problem.read_slots, {N});
      DeviceBuffer y(device, ElementType::bf16, {N, HV * kDim});
      const DecodeArguments arguments{.qkv = &qkv, .a = &a, .b = &b, .z = &z, .conv_weight = &conv_weight,
                                      .A_log = &a_log, .dt_bias = &dt_bias, .norm_weight = &norm_weight,
                                      .conv_state = &conv_state, .ssm_state = &ssm_state, .state_indices = &indices,
                                      .y = &y};
      const DecodeOptions options{.H = 1, .HV = 2};

      DecodeSession session(device);
      std::vector<BFloat16> first_y;
      std::vector<float> first_state, first_conv;
      int allocations = 0, loads = 0;
      size_t held = 0;
      for (int step = 0; step < 4; ++step) {
        // Every step starts from the same pools, so every step must give the same result.
        conv_state.copy_from_host(std::span<const float>(floats_of(start.conv_state)));
        ssm_state.copy_from_host(std::span<const float>(floats_of(start.ssm_state)));
        session.decode(options, arguments);
        std::vector<BFloat16> kernel_y = y.download<BFloat16>();
        std::vector<float> state = ssm_state.download<float>(), conv = conv_state.download<float>();
        if (step == 0) {
          std::vector<double> y_values;
          for (BFloat16 value : kernel_y) y_values.push_back(testing::from_bf16(value.bits));
          const testing::Comparison y_match = testing::compare(y_values, y_reference, testing::OutputFormat::bf16);
          const testing::Comparison state_match =
              testing::compare(state, problem.pools.ssm_state, testing::OutputFormat::f32);
          const testing::Comparison conv_match = testing::compare(conv, problem.pools.conv_state, testing::OutputFormat::f32);
          INFO("y " << y_match.to_string() << "\nstate " << state_match.to_string());
          CHECK(y_match.relative_l2 < 4e-3);
          // 768 values: one near zero (2.7e-6) is 3.4 ulps off on gfx1250, as bf16's rounding of
          // the fp32 sum allows; the other 767 within 1 ulp.
          CHECK(y_match.fraction_within(1) > 0.99);
          CHECK(y_match.fraction_within(4) == 1);
          CHECK(state_match.relative_l2 < 1e-6);
          CHECK(conv_match.max_absolute_error == 0);
          first_y = kernel_y, first_state = state, first_conv = conv;
          allocations = device.allocations, loads = device.kernel_loads, held = device.held_bytes;
          CHECK(loads == 1);
          CHECK(session.workspace_elements() == N * options.H);
        } else {
          CAPTURE(step);
          bool same_y = true;
          for (size_t i = 0; i < kernel_y.size(); ++i) same_y = same_y && kernel_y[i].bits == first_y[i].bits;
          CHECK(same_y);
          CHECK(state == first_state);
          CHECK(conv == first_conv);
          // Nothing loaded, allocated or kept beyond the first step.
          CHECK(device.kernel_loads == loads);
          CHECK(device.allocations == allocations);
          CHECK(device.held_bytes == held);
        }
      }
      CHECK(device.launches == 4);
      CHECK(session.loaded_kernels() == 1);

      // A caller's workspace: used instead of the session's, left zero by the kernel.
      DeviceBuffer counters = DeviceBuffer::upload(device, std::vector<int32_t>(size_t(N * options.H), 0));
      DecodeArguments with_workspace = arguments;
      with_workspace.conv_sync = &counters;
      conv_state.copy_from_host(std::span<const float>(floats_of(start.conv_state)));
      ssm_state.copy_from_host(std::span<const float>(floats_of(start.ssm_state)));
      const int before = device.allocations;
      session.decode(options, with_workspace);
      CHECK(device.allocations == before);
      CHECK(ssm_state.download<float>() == first_state);
      for (int32_t count : counters.download<int32_t>()) CHECK(count == 0);
      // Too small a workspace is an error before the launch.
      DeviceBuffer small = DeviceBuffer::upload(device, std::vector<int32_t>(1, 0));
      with_workspace.conv_sync = &small;
      CHECK_THROWS_WITH(session.decode(options, with_workspace), Catch::Matchers::Contains("conv_sync"));
      CHECK(device.launches == 5);
    }
}

}  // namespace gfxtile::gdn::test
