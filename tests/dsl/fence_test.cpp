// Memory fences and a workgroup's atomic (dsl/tensor.h fence, atomic_add on a scalar pointer):
// the IR text, the cache maintenance each target's lowering emits, and a last-arriver reduce on
// the emulator checked against fp64 host sums, with workgroups run one after another and
// concurrently on several host threads (the emulator's fences are host fences there).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "dsl/dsl.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "lowering/tile/compile.h"
#include "testing/emulated_device.h"
#include "testing/random.h"

using namespace gfxtile;
using namespace gfxtile::testing;

namespace {

// The instructions' text ("buffer_wbl2 sc1", "global_inv scope:SCOPE_DEV").
std::vector<std::string> instructions(const Kernel& kernel) {
  CodeObject object = CodeObject::parse(compile_kernel(kernel));
  const KernelCode& code = object.kernel(kernel.name);
  std::vector<std::string> texts;
  for (const auto& instruction : Disassembler(kernel.target).decode_all(object.code(code), code.code_address)) {
    REQUIRE(instruction.valid);
    texts.push_back(instruction.text);
  }
  return texts;
}

int count(const std::vector<std::string>& texts, const std::string& mnemonic, const std::string& operand = "") {
  return static_cast<int>(std::count_if(texts.begin(), texts.end(), [&](const std::string& text) {
    return text.rfind(mnemonic, 0) == 0 && (operand.empty() || text.find(operand) != std::string::npos);
  }));
}

constexpr int kColumns = 256;

// Workgroup (g, t) writes partial[t, g, :] = 2 x[t, g, :] + g, counts itself in on counter[t],
// and the last of the `groups` to arrive sums every partial of its tile (in group order) into
// out[t, :], records who it was, and leaves the counter zero for the next launch.
Kernel last_arriver(const TargetId& target, int waves, int groups, MemoryScope scope = MemoryScope::device) {
  KernelBuilder k("last_arriver", target, {.waves = waves});
  Tensor x = k.arg<const float*>("x"), partials = k.arg<float*>("partials"), out = k.arg<float*>("out");
  Tensor counter = k.arg<int32_t*>("counter"), winner = k.arg<int32_t*>("winner");
  Tensor group = program_id(0), tile = program_id(1);
  const Layout row = blocked({kColumns}, {.per_thread = {4}});
  Tensor columns = arange(kColumns, row);
  Tensor offset = (tile * groups + group) * kColumns + columns;
  store(partials + offset, load(x + offset) * 2.0f + group.to(f32));
  fence(MemoryOrder::release, scope);
  Scalar arrived = atomic_add(counter + tile, 1);
  if_(arrived == groups - 1, [&] {
    fence(MemoryOrder::acquire, scope);
    int rows = 1;
    while (rows < groups) rows *= 2;
    const Layout all = blocked({rows, kColumns}, {.per_thread = {rows, 4}});
    Tensor g = expand_dims(arange(rows, slice(all, 1)), 1);
    Tensor c = expand_dims(arange(kColumns, slice(all, 0)), 0);
    Tensor tile_sum = sum(load(partials + ((tile * groups + g) * kColumns + c), (g < groups) & (c >= 0), 0.0f), 0);
    store(out + tile * kColumns + arange(kColumns, slice(all, 0)), tile_sum);
    store(winner + tile, group);
    store(counter + tile, constant(0, i32));
  });
  return k.build();
}

}  // namespace

TEST_CASE("dsl fence: the IR names its order and scope; a workgroup's atomic is a scalar", "[dsl][fence]") {
  const Kernel kernel = last_arriver(TargetId::parse("gfx950"), 4, 8);
  const std::string text = kernel.to_text();
  INFO(text);
  CHECK(text.find("fence {memory_order = release, memory_scope = device}") != std::string::npos);
  CHECK(text.find("fence {memory_order = acquire, memory_scope = device}") != std::string::npos);
  CHECK(text.find("= atomic %") != std::string::npos);
  // The atomic's result is a scalar i32 (uniform), so it can feed if_.
  bool scalar_atomic = false;
  walk(kernel.body, [&](const Op& op) {
    if (op.kind == OpKind::atomic) scalar_atomic = kernel.type(op.results[0]) == Type::scalar(i32);
  });
  CHECK(scalar_atomic);
}

TEST_CASE("dsl fence lowering: device scope writes back and invalidates the L2 on every target", "[dsl][lowering][fence]") {
  for (const TargetId& target : emulated_targets()) {
    for (int waves : {1, 4}) {
      INFO(target.to_string() << " waves " << waves);
      const auto device = instructions(last_arriver(target, waves, 8));
      const auto workgroup = instructions(last_arriver(target, waves, 8, MemoryScope::workgroup));
      if (target.architecture == Architecture::gfx1250) {
        CHECK(count(device, "global_wb", "scope:SCOPE_DEV") == 1);
        CHECK(count(device, "global_inv", "scope:SCOPE_DEV") == 1);
        CHECK(count(workgroup, "global_wb", "SCOPE_DEV") + count(workgroup, "global_inv", "SCOPE_DEV") == 0);
      } else {
        CHECK(count(device, "buffer_wbl2", "sc1") == 1);
        CHECK(count(device, "buffer_inv", "sc1") == 1);
        CHECK(count(workgroup, "buffer_wbl2") + count(workgroup, "buffer_inv") == 0);
      }
      // One atomic for the workgroup (by its first thread), with the old value returned.
      CHECK(count(device, "global_atomic") + count(device, "buffer_atomic") + count(device, "flat_atomic") == 1);
    }
  }
}

TEST_CASE("dsl last-arriver reduce: the last workgroup sums every partial, the counter resets", "[dsl][run][fence]") {
  const int groups = 24, tiles = 3;
  for (const TargetId& target : emulated_targets()) {
    for (int waves : {1, 4}) {
      const Kernel kernel = last_arriver(target, waves, groups);
      // One host thread runs the workgroups in order (the last one is the last to arrive); four
      // run them concurrently, so arrivals interleave with other workgroups' partial stores.
      for (int threads : {1, 4}) {
        INFO(target.to_string() << " waves " << waves << " host threads " << threads);
        EmulatedDevice device;
        device.host_threads = threads;
        const uint64_t counter = device.upload(std::vector<int32_t>(tiles, 0));
        const uint64_t partials = device.allocate(size_t(tiles) * groups * kColumns * 4);
        const uint64_t out = device.allocate(size_t(tiles) * kColumns * 4);
        const uint64_t winner = device.upload(std::vector<int32_t>(tiles, -1));
        // Two launches on the same counters: the second sees them zero again.
        for (int launch = 0; launch < 2; ++launch) {
          Random random(100 * launch + threads + waves);
          const auto xs = random.floats(size_t(tiles) * groups * kColumns, -1, 1);
          REQUIRE_NOTHROW(device.launch(kernel, {.grid = {uint32_t(groups), uint32_t(tiles), 1}},
                                        {pointer(device.upload(xs)), pointer(partials), pointer(out), pointer(counter),
                                         pointer(winner)}));
          const auto sums = device.download<float>(out, size_t(tiles) * kColumns);
          const auto winners = device.download<int32_t>(winner, tiles);
          CHECK(device.download<int32_t>(counter, tiles) == std::vector<int32_t>(tiles, 0));
          for (int t = 0; t < tiles; ++t) {
            if (threads == 1) CHECK(winners[t] == groups - 1);
            CHECK((winners[t] >= 0 && winners[t] < groups));
            for (int c = 0; c < kColumns; ++c) {
              double expected = 0;
              for (int g = 0; g < groups; ++g) expected += 2.0 * xs[(size_t(t) * groups + g) * kColumns + c] + g;
              INFO("launch " << launch << " tile " << t << " column " << c);
              REQUIRE(std::fabs(sums[t * kColumns + c] - expected) <= 1e-5 * std::max(1.0, std::fabs(expected)));
            }
          }
        }
      }
    }
  }
}

TEST_CASE("dsl workgroup atomic: one update per workgroup, masked, old value to every thread", "[dsl][run][atomic]") {
  for (const TargetId& target : emulated_targets()) {
    for (int waves : {1, 2}) {
      INFO(target.to_string() << " waves " << waves);
      KernelBuilder k("workgroup_atomic", target, {.waves = waves});
      Tensor counter = k.arg<int32_t*>("counter"), seen = k.arg<int32_t*>("seen"), totals = k.arg<int32_t*>("totals");
      const int threads = waves * target.properties().wave_size;
      // Odd workgroups add 3, even ones are masked off (old value 0, no update).
      Scalar odd = program_id(0) % 2 == 1;
      Scalar old = atomic_add(counter, constant(3, i32), odd);
      // Every thread stores what it got: all must agree.
      Tensor lanes = arange(threads, blocked({threads}, {.per_thread = {1}}));
      store(seen + program_id(0) * threads + lanes, splat(old, lanes.layout()));
      // A cross-wave sum right after: its LDS scratch may reuse the atomic's slot, which the
      // lowering orders behind every wave's read (the emulator's race check would report it).
      store(totals + program_id(0), sum(lanes + old));
      const Kernel kernel = k.build();
      const int grid = 9;
      EmulatedDevice device;
      const uint64_t counter_address = device.upload(std::vector<int32_t>{100});
      const uint64_t seen_address = device.allocate(size_t(grid) * threads * 4);
      const uint64_t totals_address = device.allocate(size_t(grid) * 4);
      REQUIRE_NOTHROW(device.launch(kernel, grid, {pointer(counter_address), pointer(seen_address), pointer(totals_address)}));
      CHECK(device.download<int32_t>(counter_address, 1)[0] == 100 + 3 * (grid / 2));
      const auto values = device.download<int32_t>(seen_address, size_t(grid) * threads);
      // One host thread: workgroups in order, so odd workgroup g sees 100 + 3 (g / 2).
      const auto sums = device.download<int32_t>(totals_address, grid);
      for (int g = 0; g < grid; ++g) {
        const int expected = g % 2 == 1 ? 100 + 3 * (g / 2) : 0;
        CHECK(sums[g] == threads * expected + threads * (threads - 1) / 2);
        for (int t = 0; t < threads; ++t) {
          INFO("workgroup " << g << " thread " << t);
          REQUIRE(values[size_t(g) * threads + t] == expected);
        }
      }
    }
  }
}
