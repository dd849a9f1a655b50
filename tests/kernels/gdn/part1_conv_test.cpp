// Conv + gating + q/k norm (kernels/gdn/conv.cpp) on the emulator, all three targets, against
// the fp64 reference: varlen mixes, GVA ratios, conv state present / absent / moved / padding,
// sequences shorter than 3 tokens; bad inputs are Errors before any launch.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/error.h"
#include "kernels/gdn/config_part1.h"
#include "part1_support.h"

using namespace gfxtile;
using namespace gfxtile::gdn;
using namespace gfxtile::gdn::test;
using testing::OutputFormat;

namespace {

enum class Slot { state, fresh, moved, padding };

struct ConvCase {
  int H, HV;
  std::vector<int> lengths;
  std::vector<Slot> slots;  // per sequence
};

constexpr uint16_t kSentinel = 0x7f7f;  // a finite bf16 no output equals

struct ConvRun {
  PrefillShape shape;
  ConvSlots slots;
  ConvGatingInputs inputs;
  std::vector<uint16_t> q, k, v;
  std::vector<float> g, beta, conv_state;
};

// `config`: null for the launch rule's choice.
ConvRun run_conv(const TargetId& target, const ConvCase& c, uint64_t seed, const ConvConfig* config = nullptr) {
  ConvRun run;
  run.shape = make_shape(c.H, c.HV, c.lengths);
  const PrefillShape& shape = run.shape;
  const int64_t T = shape.tokens, K = 128, D = (2 * int64_t{c.H} + c.HV) * K;
  const int N = shape.sequences;
  run.slots.slots = 2 * N + 1;
  for (int s = 0; s < N; ++s) {
    const int32_t write = c.slots[s] == Slot::padding ? -1 : 2 * s + 1;
    run.slots.cache_indices.push_back(write);
    run.slots.cache_indices_in.push_back(c.slots[s] == Slot::moved ? 2 * s : write);
    run.slots.has_initial_state.push_back(c.slots[s] != Slot::fresh);
  }
  const auto qkv = random_bf16(T * D, seed, 1.0), weight = random_bf16(D * 4, seed + 1, 0.5);
  const auto a = random_bf16(T * c.HV, seed + 2, 1.5), b = random_bf16(T * c.HV, seed + 3, 2.0);
  const auto state = random_bf16(run.slots.slots * D * 3, seed + 4, 1.0);  // bf16 values stored as f32
  testing::Random random(seed + 5);
  std::vector<float> A_log(c.HV), dt_bias(c.HV), state_f32(state.values.begin(), state.values.end());
  for (int i = 0; i < c.HV; ++i) A_log[i] = random.uniform(-1, 1.5), dt_bias[i] = random.uniform(-2, 2);
  run.inputs = {qkv.values, weight.values, state.values, a.values, b.values,
                std::vector<double>(A_log.begin(), A_log.end()), std::vector<double>(dt_bias.begin(), dt_bias.end())};

  auto device = emulator(target);
  ConvGatingBuffers buffers;
  buffers.qkv = upload(*device, qkv.bits);
  buffers.conv_weight = upload(*device, weight.bits);
  buffers.conv_state = upload(*device, state_f32);
  buffers.a = upload(*device, a.bits);
  buffers.b = upload(*device, b.bits);
  buffers.A_log = upload(*device, A_log);
  buffers.dt_bias = upload(*device, dt_bias);
  buffers.q = upload(*device, std::vector<uint16_t>(T * c.H * K, kSentinel));
  buffers.k = upload(*device, std::vector<uint16_t>(T * c.H * K, kSentinel));
  buffers.v = upload(*device, std::vector<uint16_t>(T * c.HV * K, kSentinel));
  buffers.g = upload(*device, std::vector<float>(T * c.HV, -7.0f));
  buffers.beta = upload(*device, std::vector<float>(T * c.HV, -7.0f));
  buffers.workspace = device->allocate(part1_workspace_bytes(shape));
  if (config) launch_conv_gating(*device, shape, run.slots, buffers, *config);
  else launch_conv_gating(*device, shape, run.slots, buffers);
  run.q = download<uint16_t>(*device, buffers.q, T * c.H * K);
  run.k = download<uint16_t>(*device, buffers.k, T * c.H * K);
  run.v = download<uint16_t>(*device, buffers.v, T * c.HV * K);
  run.g = download<float>(*device, buffers.g, T * c.HV);
  run.beta = download<float>(*device, buffers.beta, T * c.HV);
  run.conv_state = download<float>(*device, buffers.conv_state, state_f32.size());
  return run;
}

// Elements of written tokens (`per_token` each) as doubles; untouched tokens must hold the sentinel.
template <typename T, typename Decode>
void split(const std::vector<T>& result, const std::vector<double>& reference, const std::vector<uint8_t>& written,
           size_t per_token, T sentinel, Decode decode, std::vector<double>& got, std::vector<double>& want,
           size_t& untouched_wrong) {
  for (size_t t = 0; t < written.size(); ++t)
    for (size_t e = 0; e < per_token; ++e) {
      const size_t i = t * per_token + e;
      if (written[t]) got.push_back(decode(result[i])), want.push_back(reference[i]);
      else if (result[i] != sentinel) ++untouched_wrong;
    }
}

void check_conv(const TargetId& target, const ConvCase& c, uint64_t seed, const ConvConfig* config = nullptr) {
  INFO("target " << target.to_string() << ", H " << c.H << ", HV " << c.HV << ", " << c.lengths.size() << " sequences"
                 << (config ? ", waves " + std::to_string(config->waves) + ", pieces of " + std::to_string(config->piece_rows)
                            : std::string()));
  const ConvRun run = run_conv(target, c, seed, config);
  const ConvGatingOutputs ref = reference_conv_gating(run.shape, run.slots, run.inputs);
  const size_t K = 128;
  auto bf = [](uint16_t bits) { return double(testing::from_bf16(bits)); };
  auto fl = [](float x) { return double(x); };
  size_t wrong = 0;
  std::vector<double> got, want;
  // v: the conv output itself, correctly rounded except where the fast SiLU moves it one step.
  split(run.v, ref.v, ref.written, c.HV * K, kSentinel, bf, got, want, wrong);
  const testing::Comparison v = testing::compare(got, want, OutputFormat::bf16);
  INFO("v: " << v.to_string());
  CHECK(v.max_ulps <= 1.0);
  CHECK(double(v.correctly_rounded) >= 0.99 * double(v.count));
  for (const auto* pair : {&run.q, &run.k}) {
    got.clear(), want.clear();
    split(*pair, pair == &run.q ? ref.q : ref.k, ref.written, c.H * K, kSentinel, bf, got, want, wrong);
    const testing::Comparison qk = testing::compare(got, want, OutputFormat::bf16);
    INFO((pair == &run.q ? "q: " : "k: ") << qk.to_string());
    CHECK(qk.max_ulps <= 2.0);
    CHECK(double(qk.correctly_rounded) >= 0.98 * double(qk.count));
  }
  for (const auto* gate : {&run.g, &run.beta}) {
    got.clear(), want.clear();
    split(*gate, gate == &run.g ? ref.g : ref.beta, ref.written, c.HV, -7.0f, fl, got, want, wrong);
    const testing::Comparison cmp = testing::compare(got, want, OutputFormat::f32);
    INFO((gate == &run.g ? "g: " : "beta: ") << cmp.to_string());
    CHECK(cmp.max_ulps <= 8.0);
  }
  CHECK(wrong == 0);  // padding tokens untouched
  size_t state_wrong = 0;
  for (size_t i = 0; i < ref.conv_state.size(); ++i) state_wrong += double(run.conv_state[i]) != ref.conv_state[i];
  CHECK(state_wrong == 0);
}

}  // namespace

TEST_CASE("gdn conv: varlen mixes, conv state present, absent, moved and padding", "[gdn][conv]") {
  const std::vector<ConvCase> cases = {
      {2, 8, {65}, {Slot::state}},
      {2, 4, {1, 64, 15}, {Slot::fresh, Slot::state, Slot::padding}},
      {2, 2, {3, 16, 63, 200, 1, 2, 65}, {Slot::state, Slot::moved, Slot::fresh, Slot::state, Slot::state, Slot::moved,
                                          Slot::padding}},
  };
  for (const TargetId& target : testing::emulated_targets())
    for (size_t i = 0; i < cases.size(); ++i) check_conv(target, cases[i], 100 + i);
}

TEST_CASE("gdn conv: every piece size and wave count, not only the launch rule's", "[gdn][conv]") {
  // Small shapes make the rule cut chunks into 16-token pieces; the published shapes take 64.
  const ConvCase c{2, 8, {130, 1, 64, 67}, {Slot::state, Slot::fresh, Slot::moved, Slot::state}};
  for (const TargetId& target : testing::emulated_targets())
    for (int piece_rows : {64, 32})
      for (int waves : {1, 2}) {
        ConvConfig config = conv_config_for_waves(target, waves, piece_rows);
        check_conv(target, c, 300 + piece_rows + waves, &config);
      }
}

TEST_CASE("gdn conv: the launch rule", "[gdn][conv][config]") {
  auto shape = [](int H, int HV, int sequences, int length) {
    std::vector<int> lengths(sequences, length);
    return make_shape(H, HV, lengths);
  };
  const TargetId gfx942 = TargetId::parse("gfx942"), gfx950 = TargetId::parse("gfx950"), gfx1250 = TargetId::parse("gfx1250");
  struct Expected {
    TargetId target;
    PrefillShape shape;
    int heads, rows_per_step, piece_rows;
    uint32_t x, y;
  };
  // Hand-computed: one wave (4 heads on wave64, 2 on wave32), 4 rows a step; 64-token chunks cut
  // in halves until the grid has 4096 workgroups or the pieces are 16 tokens.
  const std::vector<Expected> expected = {
      {gfx942, shape(16, 32, 1, 16384), 4, 4, 64, 256, 16},  // 4096 workgroups
      {gfx942, shape(16, 32, 8, 2048), 4, 4, 64, 256, 16},
      {gfx950, shape(16, 32, 1, 16384), 4, 4, 64, 256, 16},
      {gfx942, shape(4, 8, 1, 16384), 4, 4, 16, 1024, 4},    // 256 chunks x 4 blocks, cut in 4
      {gfx1250, shape(16, 32, 1, 16384), 2, 4, 64, 256, 32},  // 8192
      {gfx1250, shape(4, 8, 8, 2048), 2, 4, 32, 512, 8},      // 2048 at 64 tokens: halved once
      {gfx942, shape(2, 8, 1, 65), 4, 4, 16, 8, 4},           // 2 chunks: 16-token pieces
      {gfx1250, shape(2, 4, 3, 100), 2, 4, 16, 24, 4},        // 6 chunks; 1 + 1 + 2 head blocks
  };
  for (const Expected& e : expected) {
    INFO(e.target.to_string() << " H " << e.shape.key_heads << " HV " << e.shape.value_heads << " T " << e.shape.tokens);
    const ConvConfig config = conv_config(e.target, e.shape);
    CHECK(config.waves == 1);
    CHECK(config.heads == e.heads);
    CHECK(config.rows_per_step == e.rows_per_step);
    CHECK(config.piece_rows == e.piece_rows);
    CHECK(config.straight_line_scalar_passes == (e.target.architecture != Architecture::gfx942));
    const ConvGrid grid = conv_grid(config, e.shape);
    CHECK(grid.x == e.x);
    CHECK(grid.y == e.y);
    CHECK(conv_config(e.target, e.shape) == config);  // a fixed function
  }
  CHECK_THROWS_WITH(conv_config_for_waves(gfx942, 3), Catch::Contains("waves 3"));
  CHECK_THROWS_WITH(conv_config_for_waves(gfx942, 1, 8), Catch::Contains("piece_rows 8"));
}

TEST_CASE("gdn conv: its chunk table lists the sequences' first chunks first", "[gdn][conv][config]") {
  // Sequences of 130, 1 and 64 tokens: 3, 1 and 1 chunks. Written out by hand: (sequence, first
  // token, rows) per chunk, round by round over the sequences.
  const PrefillShape shape = make_shape(2, 4, {130, 1, 64});
  const std::vector<int32_t> expected = {0, 0, 64, 1, 130, 1, 2, 131, 64, 0, 64, 64, 0, 128, 2};
  CHECK(build_conv_chunk_table(shape) == expected);
  CHECK(build_chunk_table(shape) == std::vector<int32_t>{0, 0, 64, 0, 64, 64, 0, 128, 2, 1, 130, 1, 2, 131, 64});
}

TEST_CASE("gdn conv: GVA 1, 2 and 4 with short sequences", "[gdn][conv]") {
  for (const TargetId& target : testing::emulated_targets())
    for (int ratio : {1, 2, 4}) check_conv(target, {2, 2 * ratio, {2, 1, 17}, {Slot::state, Slot::moved, Slot::fresh}}, 7 + ratio);
}

TEST_CASE("gdn conv: Qwen head counts (H = 16, HV = 32)", "[gdn][conv][slow]") {
  for (const TargetId& target : testing::emulated_targets())
    check_conv(target, {16, 32, {70, 3}, {Slot::state, Slot::fresh}}, 42);
}

TEST_CASE("gdn conv: bad inputs are errors before any launch", "[gdn][conv][errors]") {
  auto device = emulator(TargetId::parse("gfx942"));
  const PrefillShape good = make_shape(2, 4, {5, 3});
  ConvSlots slots{.slots = 2, .cache_indices = {0, 1}, .cache_indices_in = {}, .has_initial_state = {}};
  ConvGatingBuffers buffers;
  for (uint64_t* address : {&buffers.qkv, &buffers.conv_weight, &buffers.conv_state, &buffers.a, &buffers.b,
                            &buffers.A_log, &buffers.dt_bias, &buffers.q, &buffers.k, &buffers.v, &buffers.g,
                            &buffers.beta, &buffers.workspace})
    *address = device->allocate(1 << 16);
  auto fails_with = [&](const PrefillShape& shape, const ConvSlots& s, const std::string& text) {
    try {
      launch_conv_gating(*device, shape, s, buffers);
      FAIL("no error; expected one mentioning '" << text << "'");
    } catch (const Error& error) {
      INFO(error.what());
      CHECK(std::string(error.what()).find(text) != std::string::npos);
    }
  };
  PrefillShape shape = good;
  shape.value_heads = 3;
  fails_with(shape, slots, "not a multiple of key_heads");
  shape = good;
  shape.cu_seqlens = {0, 5, 5};
  fails_with(shape, slots, "not increasing");
  shape = good;
  shape.cu_seqlens = {0, 6, 3};
  fails_with(shape, slots, "not increasing");
  shape = good;
  shape.tokens = 9;
  fails_with(shape, slots, "tokens is 9");
  shape = good;
  shape.sequences = 3;
  fails_with(shape, slots, "cu_seqlens has 3 entries");
  shape = good;
  shape.head_dim = 64;
  fails_with(shape, slots, "head_dim");
  ConvSlots bad = slots;
  bad.cache_indices = {0, 2};
  fails_with(good, bad, "cache_indices[1] = 2 is out of range");
  bad = slots;
  bad.cache_indices = {0};
  fails_with(good, bad, "cache_indices has 1 entries");
  bad = slots;
  bad.cache_indices_in = {5, 1};
  fails_with(good, bad, "cache_indices_in[0] = 5");
  bad = slots;
  bad.cache_indices = {-2, 1};
  fails_with(good, bad, "out of range");
  ConvGatingBuffers missing = buffers;
  missing.qkv = 0;
  CHECK_THROWS_WITH(launch_conv_gating(*device, good, slots, missing), Catch::Contains("'qkv' is null"));
  // A padding slot with an out-of-range read slot is fine: nothing is read.
  bad = slots;
  bad.cache_indices = {-1, 1};
  bad.cache_indices_in = {99, 1};
  CHECK_NOTHROW(build_conv_slot_table(good, bad));
}
