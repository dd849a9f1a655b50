// The part-2 host entry point (gdn.h: prefill_recurrence_output) on emulated devices against the
// fp64 steps 5-7, and its input checks: every bad input is an Error before any launch.
#include <catch2/catch.hpp>

#include "core/error.h"
#include "kernels/gdn/gdn.h"
#include "runtime/emulator_device.h"
#include "tests/kernels/gdn/part2_support.h"
#include "testing/matchers.h"

namespace gfxtile::gdn::test {
namespace {

struct Buffer {
  Device& device;
  uint64_t address;
  template <typename T>
  Buffer(Device& d, const std::vector<T>& values) : device(d), address(d.allocate(std::max<size_t>(1, values.size() * sizeof(T)))) {
    if (!values.empty()) d.copy_to_device(address, values.data(), values.size() * sizeof(T));
  }
  Buffer(Device& d, size_t bytes) : device(d), address(d.allocate(std::max<size_t>(1, bytes))) {}
  ~Buffer() { device.release(address); }
  template <typename T>
  std::vector<T> read(size_t count) const {
    std::vector<T> values(count);
    device.copy_to_host(values.data(), address, count * sizeof(T));
    return values;
  }
};

PrefillProblem problem_for(const reference::Dims& dims, std::vector<int32_t> write, std::vector<int32_t> read,
                           std::vector<uint8_t> has, int64_t slots, StateLayout layout, Gate gate) {
  return PrefillProblem{.key_heads = dims.key_heads, .value_heads = dims.value_heads, .cu_seqlens = dims.cu_seqlens,
                        .cache_indices = std::move(write), .cache_indices_in = std::move(read),
                        .has_initial_state = std::move(has), .slots = slots, .state_layout = layout, .gate = gate};
}

}  // namespace

TEST_CASE("gdn prefill_recurrence_output runs chunk_h and chunk_o against fp64", "[gdn][prefill_part2]") {
  for (const TargetId& target : testing::emulated_targets()) {
    DYNAMIC_SECTION(target.name()) {
      const StateLayout layout = target.architecture == Architecture::gfx950 ? StateLayout::value_key : StateLayout::key_value;
      const Gate gate = target.architecture == Architecture::gfx942 ? Gate::sigmoid : Gate::silu;
      const StageInputs in = make_stage_inputs(1, 4, {16, 63, 1}, 21);  // GVA 4
      const reference::Dims& dims = in.dims;
      const int HV = dims.value_heads;
      const int64_t T = dims.tokens();
      testing::Random random(99);
      std::vector<std::vector<double>> slots(4);
      for (auto& slot : slots) slot = normals(random, static_cast<size_t>(HV) * K * V, 0.5);
      const PrefillProblem problem = problem_for(dims, {2, 0, 3}, {1, 0, 3}, std::vector<uint8_t>{1, 1, 0}, 4, layout, gate);
      std::vector<std::vector<double>> initial{to_doubles(to_floats(slots[1])), to_doubles(to_floats(slots[0])), {}};
      const reference::Recurrence recurrence = reference::chunk_recurrence(dims, in.k, in.w, in.u, in.G, initial);
      const std::vector<double> expected = reference::chunk_output(dims, in.q, in.k, round_bf16(recurrence.v_new),
                                                                   round_bf16(recurrence.h), in.G, in.z, in.norm_weight, gate);

      std::unique_ptr<Device> device = open_emulator_device(target);
      Buffer q(*device, bf16_bits(in.q)), k(*device, bf16_bits(in.k)), w(*device, bf16_bits(in.w));
      Buffer u(*device, bf16_bits(in.u)), G(*device, to_floats(in.G)), z(*device, bf16_bits(in.z));
      Buffer weight(*device, bf16_bits(in.norm_weight)), pool(*device, pool_from(slots, HV, layout));
      Buffer y(*device, static_cast<size_t>(T * HV * V * 2));
      const size_t bytes = prefill_workspace_bytes(problem);
      Buffer workspace(*device, bytes);
      prefill_recurrence_output(*device, problem,
                                {.q = q.address, .k = k.address, .w = w.address, .u = u.address, .g_cumsum = G.address,
                                 .z = z.address, .norm_weight = weight.address, .ssm_states = pool.address, .y = y.address},
                                workspace.address, bytes);
      const std::vector<double> result = from_bits(y.read<uint16_t>(T * HV * V));
      const double y_error = testing::relative_l2(result, expected);
      const std::vector<float> pool_result = pool.read<float>(4 * HV * K * V);
      double state_error = 0;
      for (int s = 0; s < 3; ++s) {
        const std::vector<double> want(recurrence.final.begin() + static_cast<size_t>(s) * HV * K * V,
                                       recurrence.final.begin() + static_cast<size_t>(s + 1) * HV * K * V);
        state_error = std::max(state_error, testing::relative_l2(slot_from(pool_result, problem.cache_indices[s], HV, layout), want));
      }
      WARN(target.name() << " " << state_layout_name(layout) << " " << gate_name(gate) << ": y rel L2 " << y_error
                         << ", final states rel L2 (worst sequence) " << state_error);
      CHECK(y_error < 5e-3);
      CHECK(state_error < 5e-3);
    }
  }
}

TEST_CASE("gdn prefill checks its inputs before any launch", "[gdn][prefill_part2][errors]") {
  const reference::Dims dims{.key_heads = 2, .value_heads = 4, .cu_seqlens = {0, 10, 30}};
  const PrefillProblem good = problem_for(dims, {0, 1}, {}, {}, 2, StateLayout::key_value, Gate::silu);
  REQUIRE_NOTHROW(check_prefill_problem(good));
  auto expect = [](PrefillProblem problem, const std::string& text) {
    INFO(text);
    REQUIRE_THROWS_WITH(check_prefill_problem(problem), Catch::Contains(text));
  };
  PrefillProblem bad = good;
  bad.value_heads = 3;
  expect(bad, "multiple of key heads");
  bad = good, bad.cache_indices = {0, 2};
  expect(bad, "writes slot 2, outside [0, 2)");
  bad = good, bad.cache_indices = {1, 1};
  expect(bad, "slot 1 is written by two sequences");
  bad = good, bad.cache_indices = {0};
  expect(bad, "1 cache_indices for 2 sequences");
  bad = good, bad.cu_seqlens = {0, 30, 10};
  expect(bad, "cu_seqlens decreases at sequence 1");
  bad = good, bad.cu_seqlens = {5, 10, 30};
  expect(bad, "cu_seqlens[0] is 5");
  bad = good, bad.cache_indices_in = {1, 1};
  expect(bad, "reads slot 1, which another sequence of the batch writes");
  bad = good, bad.cache_indices_in = {0, -1};
  expect(bad, "sequence 1 reads slot -1");
  bad = good, bad.cache_indices = {-2, 1};
  expect(bad, "writes slot -2");
  // A too-small workspace is refused before anything runs (no device work: a null device would do,
  // but the emulator is at hand).
  std::unique_ptr<Device> device = open_emulator_device(TargetId::parse("gfx942"));
  REQUIRE_THROWS_WITH(prefill_recurrence_output(*device, good, {}, 0, 0), Catch::Contains("the workspace has 0 bytes"));
  const uint64_t workspace = device->allocate(prefill_workspace_bytes(good));
  REQUIRE_THROWS_WITH(prefill_recurrence_output(*device, good, {}, workspace, prefill_workspace_bytes(good)),
                      Catch::Contains("the q tensor is a null device address"));
  device->release(workspace);

  // The whole chain: the same checks, part 1's (an empty sequence), then the tensors.
  PrefillProblem empty = good;
  empty.cu_seqlens = {0, 10, 10};
  const size_t bytes = prefill_workspace_bytes(good);
  const uint64_t chain_workspace = device->allocate(bytes);
  REQUIRE_THROWS_WITH(prefill(*device, bad, {}, chain_workspace, bytes), Catch::Contains("writes slot -2"));
  REQUIRE_THROWS(prefill(*device, empty, {}, chain_workspace, bytes));
  REQUIRE_THROWS_WITH(prefill(*device, good, {}, chain_workspace, bytes), Catch::Contains("the qkv tensor is a null device address"));
  REQUIRE_THROWS_WITH(prefill(*device, good, {}, chain_workspace, bytes - 1), Catch::Contains("needs"));
  device->release(chain_workspace);
}

}  // namespace gfxtile::gdn::test
