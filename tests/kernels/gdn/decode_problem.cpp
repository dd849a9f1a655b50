#include "tests/kernels/gdn/decode_problem.h"

#include <fmt/format.h>

#include "kernels/gdn/config_decode.h"
#include "kernels/gdn/gdn.h"

namespace gfxtile::gdn::test {

namespace {

constexpr int kDim = kDecodeHeadDim;

std::vector<double> bf16_values(testing::Random& random, size_t count, double deviation, double mean = 0) {
  std::vector<double> values(count);
  for (double& value : values) value = testing::from_bf16(testing::to_bf16(float(mean + random.normal(0, deviation))));
  return values;
}

std::vector<uint16_t> to_bf16_bits(const std::vector<double>& values) {
  std::vector<uint16_t> bits(values.size());
  for (size_t i = 0; i < values.size(); ++i) bits[i] = testing::to_bf16(float(values[i]));
  return bits;
}

std::vector<float> to_floats(const std::vector<double>& values) { return {values.begin(), values.end()}; }

}  // namespace

void DecodeProblem::generate() {
  testing::Random random(seed);
  const int HV = shape.HV, D = shape.D();
  int T = 0;
  for (int length : lengths) T += length;
  inputs.qkv = bf16_values(random, size_t(T) * D, 1.0);
  inputs.a = bf16_values(random, size_t(T) * HV, 1.0);
  inputs.b = bf16_values(random, size_t(T) * HV, 1.0);
  inputs.z = bf16_values(random, size_t(T) * HV * kDim, 1.0);
  inputs.conv_weight = bf16_values(random, size_t(D) * kConvWidth, 0.4);
  inputs.A_log.resize(HV), inputs.dt_bias.resize(HV);
  for (int i = 0; i < HV; ++i) inputs.A_log[i] = random.uniform(-1.5f, 0.5f), inputs.dt_bias[i] = random.uniform(-1, 1);
  inputs.norm_weight = bf16_values(random, kDim, 0.2, 1.0);
  pools.conv_state.resize(size_t(slots) * D * 3);
  for (double& value : pools.conv_state) value = float(random.normal(0, 1));
  pools.ssm_state.resize(size_t(slots) * HV * kDim * kDim);
  for (double& value : pools.ssm_state) value = float(random.normal(0, state_scale));
  if (accepted.empty()) {
    accepted.resize(lengths.size());
    for (size_t s = 0; s < lengths.size(); ++s) accepted[s] = 1 + int(random.next() % uint32_t(kMaxVerifyTokens));
  }
}

std::string DecodeResult::describe() const {
  return fmt::format("y: {}\n  ssm pool: {}\n  conv pool: {}", y.to_string(), ssm.to_string(), conv.to_string());
}

DecodeResult run_decode_problem(const TargetId& target, DecodeProblem& problem) {
  const DecodeShape& shape = problem.shape;
  const size_t N = problem.lengths.size();
  std::vector<int32_t> cu_seqlens(N + 1, 0);
  for (size_t s = 0; s < N; ++s) cu_seqlens[s + 1] = cu_seqlens[s] + problem.lengths[s];
  const int T = cu_seqlens.back();
  const int stride = shape.multi_token ? kMaxVerifyTokens : 1;
  // Index tables: the write slots per token; the read slot at [s, accepted[s] - 1] with other
  // entries pointing at slots the kernel must not read.
  std::vector<int32_t> state_indices(N * size_t(stride), -1), state_indices_in(N * size_t(stride), -1);
  for (size_t s = 0; s < N; ++s) {
    for (size_t t = 0; t < problem.write_slots[s].size(); ++t) state_indices[s * stride + t] = problem.write_slots[s][t];
    if (shape.multi_token) {
      for (int t = 0; t < stride; ++t) state_indices_in[s * stride + t] = (problem.read_slots[s] + 1 + t) % problem.slots;
      state_indices_in[s * stride + problem.accepted[s] - 1] = problem.read_slots[s];
    } else {
      state_indices_in[s] = problem.read_slots[s];
    }
  }

  testing::EmulatedDevice device;
  const auto& in = problem.inputs;
  const uint64_t qkv = device.upload(to_bf16_bits(in.qkv)), a = device.upload(to_bf16_bits(in.a)),
                 b = device.upload(to_bf16_bits(in.b)), z = device.upload(to_bf16_bits(in.z)),
                 conv_weight = device.upload(to_bf16_bits(in.conv_weight)), a_log = device.upload(to_floats(in.A_log)),
                 dt_bias = device.upload(to_floats(in.dt_bias)), norm_weight = device.upload(to_bf16_bits(in.norm_weight)),
                 conv_state = device.upload(to_floats(problem.pools.conv_state)),
                 ssm_state = device.upload(to_floats(problem.pools.ssm_state)),
                 indices = device.upload(state_indices), indices_in = device.upload(state_indices_in),
                 y = device.upload(std::vector<uint16_t>(size_t(T) * shape.HV * kDim, 0)),
                 cu = device.upload(cu_seqlens), accepted = device.upload(problem.accepted),
                 conv_sync = device.upload(std::vector<int32_t>(N * size_t(shape.H), 0));
  using testing::pointer;
  std::vector<emu::ArgumentValue> arguments = {pointer(qkv), pointer(a), pointer(b), pointer(z), pointer(conv_weight),
                                               pointer(a_log), pointer(dt_bias), pointer(norm_weight), pointer(conv_state),
                                               pointer(ssm_state), pointer(indices), pointer(indices_in), pointer(y),
                                               pointer(conv_sync)};
  if (shape.multi_token)
    arguments.insert(arguments.end(), {pointer(cu), pointer(accepted), testing::integer(stride)});
  const DecodeGrid grid = decode_grid(shape.HV, int(N));
  device.launch(decode_kernel(target, shape), testing::DispatchShape{.grid = {grid.x, grid.y, 1}}, arguments);

  std::vector<int32_t> read_slots = problem.read_slots;
  DecodeResult result;
  result.y_reference = decode_reference(shape, problem.inputs, cu_seqlens, read_slots, problem.write_slots, problem.pools);
  const auto y_bits = device.download<uint16_t>(y, size_t(T) * shape.HV * kDim);
  for (uint16_t bits : y_bits) result.y_kernel.push_back(testing::from_bf16(bits));
  result.y = testing::compare(result.y_kernel, result.y_reference, testing::OutputFormat::bf16);
  result.ssm_kernel = device.download<float>(ssm_state, problem.pools.ssm_state.size());
  result.ssm_reference = problem.pools.ssm_state;
  result.ssm = testing::compare(result.ssm_kernel, result.ssm_reference, testing::OutputFormat::f32);
  const auto conv_kernel = device.download<float>(conv_state, problem.pools.conv_state.size());
  result.conv = testing::compare(conv_kernel, problem.pools.conv_state, testing::OutputFormat::f32);
  for (int32_t count : device.download<int32_t>(conv_sync, N * size_t(shape.H))) result.conv_sync_nonzero += count != 0;
  return result;
}

}  // namespace gfxtile::gdn::test

#include "kernels/gdn/decode.h"
#include "runtime/emulator_device.h"

namespace gfxtile::gdn::test {

DecodeChainResult run_decode_chain(const TargetId& target, const DecodeShape& shape, int sequences, int steps,
                                   int prefill_tokens, uint64_t seed, ChainPrefill prefill) {
  const int N = sequences;
  DecodeProblem problem;
  problem.shape = shape;
  problem.slots = N;
  problem.lengths.assign(size_t(N), 1);
  problem.seed = seed;
  problem.generate();  // weights and starting pools
  std::vector<int32_t> slots(static_cast<size_t>(N));
  for (int s = 0; s < N; ++s) slots[size_t(s)] = s;
  std::vector<std::vector<int32_t>> write_slots;
  for (int s = 0; s < N; ++s) write_slots.push_back({s});
  testing::Random random(seed * 31 + 7);
  auto random_bf16 = [&](size_t count) {
    std::vector<double> values(count);
    for (double& value : values) value = testing::from_bf16(testing::to_bf16(float(random.normal(0, 1))));
    return values;
  };
  DecodeReferenceInputs inputs = problem.inputs;
  std::vector<int32_t> prefill_cu(size_t(N) + 1, 0);
  if (prefill_tokens > 0) {
    // fp64 prefill from zero state; the handed-over pools are what a prefill stores (f32).
    std::fill(problem.pools.conv_state.begin(), problem.pools.conv_state.end(), 0.0);
    std::fill(problem.pools.ssm_state.begin(), problem.pools.ssm_state.end(), 0.0);
    std::vector<int32_t>& cu = prefill_cu;
    std::vector<std::vector<int32_t>> prefill_writes;
    for (int s = 0; s < N; ++s) {
      cu[size_t(s) + 1] = cu[size_t(s)] + prefill_tokens;
      // Every token writes the slot (a first write slot of -1 would make the reference skip the
      // sequence); the last token's state and window are what stay.
      prefill_writes.push_back(std::vector<int32_t>(size_t(prefill_tokens), s));
    }
    const size_t T = size_t(N) * prefill_tokens;
    inputs.qkv = random_bf16(T * shape.D()), inputs.a = random_bf16(T * shape.HV), inputs.b = random_bf16(T * shape.HV);
    inputs.z = random_bf16(T * shape.HV * kDim);
    decode_reference(shape, inputs, cu, slots, prefill_writes, problem.pools);
    for (double& value : problem.pools.conv_state) value = float(value);
    for (double& value : problem.pools.ssm_state) value = float(value);
  }

  std::unique_ptr<Device> device = open_emulator_device(target);
  auto upload_bf16 = [&](const std::vector<double>& values, std::vector<int64_t> shape_) {
    std::vector<BFloat16> bits;
    for (uint16_t value : to_bf16_bits(values)) bits.push_back({value});
    return DeviceBuffer::upload(*device, bits, std::move(shape_));
  };
  const int64_t D = shape.D(), HV = shape.HV;
  DeviceBuffer conv_weight = upload_bf16(inputs.conv_weight, {D, kConvWidth});
  DeviceBuffer a_log = DeviceBuffer::upload(*device, to_floats(inputs.A_log), {HV});
  DeviceBuffer dt_bias = DeviceBuffer::upload(*device, to_floats(inputs.dt_bias), {HV});
  DeviceBuffer norm_weight = upload_bf16(inputs.norm_weight, {kDim});
  DeviceBuffer conv_state = DeviceBuffer::upload(*device, to_floats(problem.pools.conv_state), {N, D, kConvWidth - 1});
  DeviceBuffer ssm_state = DeviceBuffer::upload(*device, to_floats(problem.pools.ssm_state), {N, HV, kDim, kDim});
  DeviceBuffer indices = DeviceBuffer::upload(*device, slots, {N});
  DecodeChainResult result;
  if (prefill_tokens > 0 && prefill == ChainPrefill::device) {
    // The hand-over from gfxtile's own prefill chain: it starts from zero states and leaves the
    // pools the decode steps read; the reference carries on from the fp64 prefill above.
    const int64_t T = int64_t(N) * prefill_tokens;
    conv_state = DeviceBuffer::upload(*device, std::vector<float>(size_t(N * D * (kConvWidth - 1)), 0.0f), {N, D, kConvWidth - 1});
    ssm_state = DeviceBuffer::upload(*device, std::vector<float>(size_t(N * HV) * kDim * kDim, 0.0f), {N, HV, kDim, kDim});
    DeviceBuffer qkv = upload_bf16(inputs.qkv, {T, D}), a = upload_bf16(inputs.a, {T, HV}),
                 b = upload_bf16(inputs.b, {T, HV}), z = upload_bf16(inputs.z, {T, HV * kDim});
    DeviceBuffer prefill_y(*device, ElementType::bf16, {T, HV * kDim});
    const PrefillProblem chain{.key_heads = shape.H, .value_heads = shape.HV, .cu_seqlens = prefill_cu,
                               .cache_indices = slots, .has_initial_state = std::vector<uint8_t>(size_t(N), 0),
                               .slots = N,
                               .state_layout = shape.state_v_first ? StateLayout::value_key : StateLayout::key_value,
                               .gate = shape.gate == DecodeGate::silu ? Gate::silu : Gate::sigmoid};
    const size_t bytes = prefill_workspace_bytes(chain);
    DeviceBuffer workspace(*device, ElementType::u8, {int64_t(bytes)});
    gdn::prefill(*device, chain,
                 {.qkv = qkv.address(), .a = a.address(), .b = b.address(), .z = z.address(),
                  .conv_weight = conv_weight.address(), .A_log = a_log.address(), .dt_bias = dt_bias.address(),
                  .norm_weight = norm_weight.address(), .conv_states = conv_state.address(),
                  .ssm_states = ssm_state.address(), .y = prefill_y.address()},
                 workspace.address(), bytes);
    const std::vector<float> handed_state = ssm_state.download<float>(), handed_conv = conv_state.download<float>();
    result.handover_state_relative_l2 = testing::relative_l2(std::vector<double>(handed_state.begin(), handed_state.end()),
                                                             problem.pools.ssm_state);
    result.handover_conv_relative_l2 = testing::relative_l2(std::vector<double>(handed_conv.begin(), handed_conv.end()),
                                                            problem.pools.conv_state);
  }
  DeviceBuffer y(*device, ElementType::bf16, {N, HV * kDim});
  std::vector<int32_t> cu(static_cast<size_t>(N) + 1);
  for (int s = 0; s <= N; ++s) cu[size_t(s)] = s;

  DecodeSession session(*device);  // a decode loop: the kernel loaded once, no allocation a step
  for (int step = 0; step < steps; ++step) {
    inputs.qkv = random_bf16(size_t(N) * D), inputs.a = random_bf16(size_t(N) * HV), inputs.b = random_bf16(size_t(N) * HV);
    inputs.z = random_bf16(size_t(N) * HV * kDim);
    DeviceBuffer qkv = upload_bf16(inputs.qkv, {N, D}), a = upload_bf16(inputs.a, {N, HV}),
                 b = upload_bf16(inputs.b, {N, HV}), z = upload_bf16(inputs.z, {N, HV, kDim});
    session.decode({.H = shape.H, .HV = shape.HV, .state_v_first = shape.state_v_first, .gate = shape.gate},
           {.qkv = &qkv, .a = &a, .b = &b, .z = &z, .conv_weight = &conv_weight, .A_log = &a_log, .dt_bias = &dt_bias,
            .norm_weight = &norm_weight, .conv_state = &conv_state, .ssm_state = &ssm_state, .state_indices = &indices,
            .y = &y});
    const std::vector<double> reference = decode_reference(shape, inputs, cu, slots, write_slots, problem.pools);
    std::vector<float> kernel_y;
    for (const BFloat16 value : y.download<BFloat16>()) kernel_y.push_back(testing::from_bf16(value.bits));
    const testing::Comparison comparison = testing::compare(kernel_y, reference, testing::OutputFormat::bf16);
    result.worst_y_relative_l2 = std::max(result.worst_y_relative_l2, comparison.relative_l2);
    result.worst_y_ulps = std::max(result.worst_y_ulps, comparison.max_ulps);
    result.least_y_within_1_ulp = std::min(result.least_y_within_1_ulp, comparison.fraction_within(1));
  }
  const std::vector<float> states = ssm_state.download<float>();
  std::vector<double> widened(states.begin(), states.end());
  result.state_relative_l2 = testing::relative_l2(widened, problem.pools.ssm_state);
  return result;
}

}  // namespace gfxtile::gdn::test
