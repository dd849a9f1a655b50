#pragma once
// The whole-chain check shared by part2_chain_test.cpp and the slow variant (part2_chain_slow.cpp):
// gfxtile::gdn::prefill on an emulated device against the fp64 token recurrence of the layer.
#include <catch2/catch.hpp>

#include "kernels/gdn/gdn.h"
#include "runtime/buffer.h"
#include "runtime/emulator_device.h"
#include "tests/kernels/gdn/part2_support.h"

namespace gfxtile::gdn::test {


struct ChainCase {
  int key_heads, value_heads;
  std::vector<int32_t> lengths, write, read;
  std::vector<uint8_t> has_initial;
  int slots;
  StateLayout layout;
  Gate gate;
};

struct ChainErrors {
  double y = 0, ssm = 0, conv = 0;
};

inline ChainErrors run_chain(const TargetId& target, const ChainCase& c, uint64_t seed) {
  const int H = c.key_heads, HV = c.value_heads, D = 2 * H * K + HV * V, N = static_cast<int>(c.lengths.size());
  reference::Dims dims{.key_heads = H, .value_heads = HV, .cu_seqlens = {0}};
  for (int32_t length : c.lengths) dims.cu_seqlens.push_back(dims.cu_seqlens.back() + length);
  const int64_t T = dims.tokens();
  testing::Random random(seed);
  reference::LayerInputs in;
  in.qkv = round_bf16(normals(random, T * D, 1.0));
  in.a = round_bf16(normals(random, T * HV, 1.0));
  in.b = round_bf16(normals(random, T * HV, 1.0));
  in.z = round_bf16(normals(random, T * HV * V, 1.0));
  in.conv_weight = round_bf16(uniforms(random, static_cast<size_t>(D) * 4, -0.6, 0.6));
  in.A_log = to_doubles(to_floats(uniforms(random, HV, -2.0, 0.5)));
  in.dt_bias = to_doubles(to_floats(uniforms(random, HV, -1.0, 0.5)));
  in.norm_weight = round_bf16(uniforms(random, V, 0.5, 1.5));
  std::vector<std::vector<double>> ssm_slots(c.slots), conv_slots(c.slots);
  for (auto& slot : ssm_slots) slot = to_doubles(to_floats(normals(random, static_cast<size_t>(HV) * K * V, 0.3)));
  std::vector<double> conv_pool = to_doubles(to_floats(normals(random, static_cast<size_t>(c.slots) * D * 3, 1.0)));

  // The reference, sequence by sequence, from the slots each one reads.
  reference::LayerStates states;
  states.conv.resize(N), states.ssm.resize(N);
  for (int s = 0; s < N; ++s)
    if (c.write[s] >= 0 && c.has_initial[s]) {
      states.ssm[s] = ssm_slots[c.read[s]];
      states.conv[s].assign(conv_pool.begin() + static_cast<int64_t>(c.read[s]) * D * 3,
                            conv_pool.begin() + static_cast<int64_t>(c.read[s] + 1) * D * 3);
    }
  const std::vector<double> expected = reference::layer(dims, in, states, c.gate);

  std::unique_ptr<Device> device = open_emulator_device(target);
  // Device buffers (runtime/buffer.h) release themselves, also when a launch throws.
  std::vector<DeviceBuffer> buffers;
  auto upload = [&](const auto& values) {
    buffers.push_back(DeviceBuffer::upload(*device, values));
    return buffers.back().address();
  };
  const PrefillProblem problem{.key_heads = H, .value_heads = HV, .cu_seqlens = dims.cu_seqlens, .cache_indices = c.write,
                               .cache_indices_in = c.read, .has_initial_state = c.has_initial, .slots = c.slots,
                               .state_layout = c.layout, .gate = c.gate};
  const std::vector<float> ssm_pool = pool_from(ssm_slots, HV, c.layout);
  const PrefillTensors tensors{.qkv = upload(bf16_bits(in.qkv)), .a = upload(bf16_bits(in.a)), .b = upload(bf16_bits(in.b)),
                               .z = upload(bf16_bits(in.z)), .conv_weight = upload(bf16_bits(in.conv_weight)),
                               .A_log = upload(to_floats(in.A_log)), .dt_bias = upload(to_floats(in.dt_bias)),
                               .norm_weight = upload(bf16_bits(in.norm_weight)), .conv_states = upload(to_floats(conv_pool)),
                               .ssm_states = upload(ssm_pool), .y = upload(std::vector<uint16_t>(T * HV * V, 0x7fc0))};
  const size_t bytes = prefill_workspace_bytes(problem);
  buffers.emplace_back(*device, ElementType::u8, std::vector<int64_t>{static_cast<int64_t>(bytes)});
  const uint64_t workspace = buffers.back().address();
  prefill(*device, problem, tensors, workspace, bytes);

  std::vector<uint16_t> y_bits(T * HV * V);
  device->copy_to_host(y_bits.data(), tensors.y, y_bits.size() * 2);
  std::vector<float> ssm_result(ssm_pool.size()), conv_result(conv_pool.size());
  device->copy_to_host(ssm_result.data(), tensors.ssm_states, ssm_result.size() * 4);
  device->copy_to_host(conv_result.data(), tensors.conv_states, conv_result.size() * 4);

  const std::vector<double> y = from_bits(y_bits);
  std::vector<double> live_y, live_expected, ssm_got, ssm_want, conv_got, conv_want;
  for (int s = 0; s < N; ++s) {
    const int64_t begin = dims.cu_seqlens[s] * HV * V, end = dims.cu_seqlens[s + 1] * HV * V;
    if (c.write[s] < 0) {
      for (int64_t i = begin; i < end; ++i) REQUIRE(y[i] == 0.0);  // padding rows are zeros
      continue;
    }
    live_y.insert(live_y.end(), y.begin() + begin, y.begin() + end);
    live_expected.insert(live_expected.end(), expected.begin() + begin, expected.begin() + end);
    const std::vector<double> slot = slot_from(ssm_result, c.write[s], HV, c.layout);
    ssm_got.insert(ssm_got.end(), slot.begin(), slot.end());
    ssm_want.insert(ssm_want.end(), states.ssm[s].begin(), states.ssm[s].end());
    conv_got.insert(conv_got.end(), conv_result.begin() + static_cast<int64_t>(c.write[s]) * D * 3,
                    conv_result.begin() + static_cast<int64_t>(c.write[s] + 1) * D * 3);
    conv_want.insert(conv_want.end(), states.conv[s].begin(), states.conv[s].end());
  }
  return {testing::relative_l2(live_y, live_expected), testing::relative_l2(ssm_got, ssm_want),
          testing::relative_l2(conv_got, conv_want)};
}

inline const std::vector<int32_t> kLengths{1, 15, 16, 63, 64, 65};

inline void check_chain(const TargetId& target, const ChainCase& c) {
  const ChainErrors errors = run_chain(target, c, 41);
  WARN(target.name() << " H" << c.key_heads << "/HV" << c.value_heads << " " << state_layout_name(c.layout) << " "
                     << gate_name(c.gate) << ": y rel L2 " << errors.y << ", final SSM states " << errors.ssm
                     << ", final conv states " << errors.conv);
  CHECK(errors.y < 5e-3);
  CHECK(errors.ssm < 5e-3);
  CHECK(errors.conv < 1e-6);  // conv states are copies of the bf16 inputs
}

// Slots out of order, sequence 2 fresh, sequence 4 padding; every live sequence writes its own
// slot and reads a slot no other sequence writes.
inline ChainCase batch(int H, int HV, StateLayout layout, Gate gate, std::vector<int32_t> lengths = kLengths) {
  ChainCase c{.key_heads = H, .value_heads = HV, .lengths = lengths, .write = {5, 0, 3, 7, -1, 2},
              .read = {5, 1, 3, 4, 6, 6}, .has_initial = {1, 1, 0, 1, 1, 1}, .slots = 8, .layout = layout, .gate = gate};
  // Sequences past the sixth write slots 8, 9, ... from their own slot.
  for (size_t s = 6; s < lengths.size(); ++s) {
    c.write.push_back(static_cast<int32_t>(c.slots)), c.read.push_back(static_cast<int32_t>(c.slots));
    c.has_initial.push_back(1), ++c.slots;
  }
  return c;
}


}  // namespace gfxtile::gdn::test
