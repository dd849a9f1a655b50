// The HC site on the emulator, three targets, small K (d = 256, K = 1024, R = 64), against the
// fp64 reference (kernels/hc/reference.h): mix at M = 1 .. 300 (decode and prefill configurations),
// combine with and without the normalised output, the bootstrap sums of squares, a mix -> combine
// -> mix chain, and the input checks.
#include <catch2/catch.hpp>

#include "dsl_runtime/dsl_family.h"
#include "kernels/hc/hc.h"
#include "kernels/hc/kernels.h"
#include "kernels/hc/registry.h"
#include "kernels/hc/reference.h"
#include "runtime/emulator_device.h"
#include "tests/kernels/hc/site.h"

using namespace gfxtile;
using namespace gfxtile::hc;
using gfxtile::testing::OutputFormat;

namespace {

std::vector<BFloat16> as_bf16(const std::vector<uint16_t>& bits) {
  std::vector<BFloat16> values(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) values[i].bits = bits[i];
  return values;
}
std::vector<double> bf16_values(const std::vector<BFloat16>& values) {
  std::vector<double> result;
  for (BFloat16 v : values) result.push_back(testing::from_bf16(v.bits));
  return result;
}
std::vector<uint16_t> bits_of(const std::vector<BFloat16>& values) {
  std::vector<uint16_t> result;
  for (BFloat16 v : values) result.push_back(v.bits);
  return result;
}

// The bf16 acceptance rule: >= 99% within 1 ulp of the fp64 result rounded once, and every
// element within 2 ulps, the ulp taken at max(|reference|, RMS of the element's row of `row`
// elements). The floor is for the few outputs the stream mean cancels to far below their terms
// (|x_branch| << |Xn|): there one of the model's own bf16 roundings (Xn, a) that fp32 noise
// tips the other way moves the result by about one ulp of its terms, many of its own ulps. The
// number of elements that need the floor is reported.
void require_bf16(const std::vector<double>& result, const std::vector<double>& reference, const std::string& what,
                  size_t row = 0) {
  const testing::Comparison c = testing::compare(result, reference, OutputFormat::bf16);
  size_t beyond_2_ulps = 0, beyond_floor = 0;
  for (size_t i = 0; i < result.size(); ++i) {
    const double error = std::fabs(result[i] - reference[i]);
    if (error <= 2 * testing::ulp_at(reference[i], OutputFormat::bf16)) continue;
    ++beyond_2_ulps;
    double squares = 0;
    const size_t begin = row ? i / row * row : 0, end = row ? begin + row : result.size();
    for (size_t j = begin; j < end; ++j) squares += reference[j] * reference[j];
    const double rms = std::sqrt(squares / double(end - begin));
    if (error > 2 * testing::ulp_at(std::max(std::fabs(reference[i]), rms), OutputFormat::bf16)) ++beyond_floor;
  }
  INFO(what << ": " << c.to_string() << "; " << beyond_2_ulps << " beyond 2 ulps of their own, " << beyond_floor
            << " beyond 2 ulps at the row RMS");
  WARN(what << ": " << c.to_string() << "; " << beyond_2_ulps << " beyond 2 ulps of their own, " << beyond_floor
            << " beyond 2 ulps at the row RMS");
  CHECK(c.fraction_within(1) >= 0.99);
  CHECK(beyond_floor == 0);
  CHECK(c.non_finite == 0);
}

double max_abs_error(const std::vector<float>& result, const std::vector<double>& reference) {
  double worst = 0;
  for (size_t i = 0; i < result.size(); ++i) worst = std::max(worst, std::fabs(result[i] - reference[i]));
  return worst;
}

constexpr int64_t kWidth = 256, kRank = 64;

struct MixRun {
  std::vector<BFloat16> branch;
  std::vector<float> alpha;
};

MixRun run_mix(Device& device, const DeviceWeights& weights, const DeviceBuffer& x, const DeviceBuffer& ss, int64_t tokens) {
  DeviceBuffer branch(device, ElementType::bf16, {tokens, weights.width});
  DeviceBuffer alpha(device, ElementType::f32, {tokens, 4});
  mix(device, weights, x, ss, branch, alpha);
  return {branch.download<BFloat16>(), alpha.download<float>()};
}

}  // namespace

TEST_CASE("hc mix matches the fp64 site at small K", "[hc][mix]") {
  const auto tokens_list = GENERATE(as<int64_t>{}, 1, 2, 4, 16, 24, 96, 128, 129, 300);
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  const TargetId target = TargetId::parse(name);
  const test::Site site = test::make_site(kWidth, kRank, 11);
  const PackedWeights packed = pack_weights(site.weights(), kWidth, kRank);
  auto device = open_emulator_device(target);
  const DeviceWeights weights = upload_weights(*device, packed);
  const int64_t tokens = tokens_list;
  testing::Random random(static_cast<uint64_t>(tokens) * 7 + 1);
  const std::vector<uint16_t> x_bits = test::normal_bf16(random, tokens * 4 * kWidth, 1.5);
  const Shape shape{.tokens = tokens, .width = kWidth, .rank = kRank};
  const std::vector<double> ss_reference = reference_sums_of_squares(shape, x_bits);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * kWidth});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  sums_of_squares(*device, x, ss);
  const std::vector<float> ss_result = ss.download<float>();
  INFO(name << " M = " << tokens << " " << mix_config(shape, target).to_string());
  for (size_t i = 0; i < ss_result.size(); ++i) CHECK(std::fabs(ss_result[i] - ss_reference[i]) <= 1e-5 * ss_reference[i]);

  const MixRun run = run_mix(*device, weights, x, ss, tokens);
  const MixReference reference = reference_mix(shape, x_bits, ss_reference, site.weights());
  require_bf16(bf16_values(run.branch), reference.branch, fmt::format("{} M={} branch", name, tokens), kWidth);
  const double alpha_error = max_abs_error(run.alpha, reference.alpha);
  WARN(name << " M=" << tokens << " alpha max abs error " << alpha_error);
  CHECK(alpha_error < 2e-3);

  // The other places of the reduce (its own kernel, the up kernel, the down kernel's last
  // arrivers where the down kernel is the one-wave kernel): the same sums in the same order.
  if (tokens <= 24) {
    for (ReduceAt at : {ReduceAt::kernel, ReduceAt::up_kernel, ReduceAt::down_kernel}) {
      MixConfig other = mix_config(shape, target);
      if (at == other.reduce_at || (at == ReduceAt::down_kernel && other.waves > 1)) continue;
      other.reduce_at = at;
      INFO(reduce_at_name(at));
      DeviceBuffer branch(*device, ElementType::bf16, {tokens, kWidth}), alpha(*device, ElementType::f32, {tokens, 4});
      mix(*device, weights, x, ss, branch, alpha, other);
      CHECK(bits_of(branch.download<BFloat16>()) == bits_of(run.branch));
      CHECK(alpha.download<float>() == run.alpha);
    }
    // The reduce kernel over column blocks (64 columns of one wave: two blocks a token here).
    MixConfig blocks = mix_config(shape, target);
    blocks.reduce_at = ReduceAt::kernel, blocks.reduce_columns = 64, blocks.reduce_waves = 1;
    REQUIRE(reduce_blocks(shape, blocks) == 2);
    DeviceBuffer branch(*device, ElementType::bf16, {tokens, kWidth}), alpha(*device, ElementType::f32, {tokens, 4});
    mix(*device, weights, x, ss, branch, alpha, blocks);
    CHECK(bits_of(branch.download<BFloat16>()) == bits_of(run.branch));
    CHECK(alpha.download<float>() == run.alpha);
  }
  CHECK(weights.arrivals.download<int32_t>() == std::vector<int32_t>(weights.arrivals.shape()[0], 0));
}

// The reduce by the down kernel's last arriving workgroups leaves its counters zero: consecutive
// mixes on one upload (as a replayed graph would run them) each match the fp64 site and the
// separate reduce kernel bit for bit.
TEST_CASE("hc mix with the reduce in the down kernel, consecutive mixes", "[hc][mix][arrival]") {
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  const int64_t tokens = GENERATE(as<int64_t>{}, 1, 3, 16);
  const TargetId target = TargetId::parse(name);
  const test::Site site = test::make_site(kWidth, kRank, 17);
  auto device = open_emulator_device(target);
  const DeviceWeights weights = upload_weights(*device, pack_weights(site.weights(), kWidth, kRank));
  const Shape shape{.tokens = tokens, .width = kWidth, .rank = kRank};
  MixConfig in_down = mix_config(shape, target), separate = in_down;
  in_down.reduce_at = ReduceAt::down_kernel;
  separate.reduce_at = ReduceAt::kernel;
  INFO(name << " M = " << tokens << " " << in_down.to_string());
  for (int call = 0; call < 3; ++call) {
    testing::Random random(static_cast<uint64_t>(call * 31 + tokens));
    const std::vector<uint16_t> x_bits = test::normal_bf16(random, tokens * 4 * kWidth, 1.5);
    const std::vector<double> ss_reference = reference_sums_of_squares(shape, x_bits);
    DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * kWidth});
    DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
    sums_of_squares(*device, x, ss);
    DeviceBuffer branch(*device, ElementType::bf16, {tokens, kWidth}), alpha(*device, ElementType::f32, {tokens, 4});
    mix(*device, weights, x, ss, branch, alpha, in_down);
    CHECK(weights.arrivals.download<int32_t>() == std::vector<int32_t>(weights.arrivals.shape()[0], 0));
    const MixReference reference = reference_mix(shape, x_bits, ss_reference, site.weights());
    const std::vector<BFloat16> result = branch.download<BFloat16>();
    require_bf16(bf16_values(result), reference.branch, fmt::format("{} M={} call {} branch", name, tokens, call), kWidth);
    CHECK(max_abs_error(alpha.download<float>(), reference.alpha) < 2e-3);
    DeviceBuffer branch_separate(*device, ElementType::bf16, {tokens, kWidth}), alpha_separate(*device, ElementType::f32, {tokens, 4});
    mix(*device, weights, x, ss, branch_separate, alpha_separate, separate);
    CHECK(bits_of(branch_separate.download<BFloat16>()) == bits_of(result));
    CHECK(alpha_separate.download<float>() == alpha.download<float>());
  }
}

TEST_CASE("hc combine matches the fp64 update and its sums of squares", "[hc][combine]") {
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  const bool with_normalised = GENERATE(false, true);
  const TargetId target = TargetId::parse(name);
  auto device = open_emulator_device(target);
  const int64_t tokens = 5, width = 320;  // 320: not a multiple of the kernel's column chunk
  const Shape shape{.tokens = tokens, .width = width, .rank = 32};
  testing::Random random(5);
  const auto x_bits = test::normal_bf16(random, tokens * 4 * width, 1.5);
  const auto y_bits = test::normal_bf16(random, tokens * width, 0.8);
  const auto w_bits = test::normal_bf16(random, 4 * width, 0.2);
  std::vector<float> alphas(static_cast<size_t>(tokens * 4));
  for (auto& a : alphas) a = random.uniform(0.2f, 1.8f);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * width});
  DeviceBuffer y = DeviceBuffer::upload(*device, as_bf16(y_bits), {tokens, width});
  DeviceBuffer alpha = DeviceBuffer::upload(*device, alphas, {tokens, 4});
  DeviceBuffer w = DeviceBuffer::upload(*device, as_bf16(w_bits), {4 * width});
  DeviceBuffer out(*device, ElementType::bf16, {tokens, 4 * width}), normalised(*device, ElementType::bf16, {tokens, 4 * width});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  const DeviceTensor w_view = w, normalised_view = normalised;
  combine(*device, x, y, alpha, out, ss, with_normalised ? &w_view : nullptr, with_normalised ? &normalised_view : nullptr);
  const CombineReference reference =
      reference_combine(shape, x_bits, y_bits, alphas, with_normalised ? std::optional<std::span<const uint16_t>>(w_bits) : std::nullopt);
  require_bf16(bf16_values(out.download<BFloat16>()), reference.out, fmt::format("{} combine X'", name));
  // Of the stored bf16 X' (the kernel's own rounding point), in fp64 from the stored bits.
  const std::vector<double> ss_reference = reference_sums_of_squares(shape, bits_of(out.download<BFloat16>()));
  const auto ss_result = ss.download<float>();
  double worst = 0;
  for (size_t i = 0; i < ss_result.size(); ++i) worst = std::max(worst, std::fabs(ss_result[i] - ss_reference[i]) / ss_reference[i]);
  WARN(name << " combine sums of squares: max relative error " << worst);
  CHECK(worst < 1e-5);
  if (with_normalised)
    require_bf16(bf16_values(normalised.download<BFloat16>()), reference.normalised, fmt::format("{} combine normalised", name));
}

TEST_CASE("hc combine in place updates the streams", "[hc][combine]") {
  auto device = open_emulator_device(TargetId::parse("gfx950"));
  const int64_t tokens = 3, width = 256;
  testing::Random random(8);
  const auto x_bits = test::normal_bf16(random, tokens * 4 * width, 1.0);
  const auto y_bits = test::normal_bf16(random, tokens * width, 1.0);
  const std::vector<float> alphas = {0.5f, 1.0f, 1.5f, 0.25f, 1.0f, 1.0f, 1.0f, 1.0f, 2.0f, 0.1f, 0.9f, 1.3f};
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * width});
  DeviceBuffer y = DeviceBuffer::upload(*device, as_bf16(y_bits), {tokens, width});
  DeviceBuffer alpha = DeviceBuffer::upload(*device, alphas, {tokens, 4});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  combine(*device, x, y, alpha, x, ss);
  const CombineReference reference = reference_combine({.tokens = tokens, .width = width, .rank = 32}, x_bits, y_bits, alphas);
  require_bf16(bf16_values(x.download<BFloat16>()), reference.out, "gfx950 combine in place");
}

TEST_CASE("hc mix -> combine -> mix passes the sums of squares", "[hc][chain]") {
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  const TargetId target = TargetId::parse(name);
  auto device = open_emulator_device(target);
  const int64_t tokens = 24;
  const Shape shape{.tokens = tokens, .width = kWidth, .rank = kRank};
  const test::Site first = test::make_site(kWidth, kRank, 21), second = test::make_site(kWidth, kRank, 22);
  const DeviceWeights first_weights = upload_weights(*device, pack_weights(first.weights(), kWidth, kRank));
  const DeviceWeights second_weights = upload_weights(*device, pack_weights(second.weights(), kWidth, kRank));
  testing::Random random(3);
  const auto x_bits = test::normal_bf16(random, tokens * 4 * kWidth, 1.5);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * kWidth});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  sums_of_squares(*device, x, ss);
  const MixRun one = run_mix(*device, first_weights, x, ss, tokens);
  // The branch: any function of the branch input; here y = bf16(tanh(branch input)) on the host.
  std::vector<uint16_t> y_bits;
  for (BFloat16 b : one.branch) y_bits.push_back(testing::to_bf16(std::tanh(testing::from_bf16(b.bits))));
  DeviceBuffer y = DeviceBuffer::upload(*device, as_bf16(y_bits), {tokens, kWidth});
  DeviceBuffer alpha = DeviceBuffer::upload(*device, one.alpha, {tokens, 4});
  combine(*device, x, y, alpha, x, ss);  // in place: X' and its sums of squares for the next site
  const MixRun two = run_mix(*device, second_weights, x, ss, tokens);

  // Each stage against fp64 from that stage's inputs; the second mix's r from fp64 sums of
  // squares of the stored X' (so a wrong sums-of-squares hand-over fails here).
  const MixReference first_reference = reference_mix(shape, x_bits, reference_sums_of_squares(shape, x_bits), first.weights());
  require_bf16(bf16_values(one.branch), first_reference.branch, fmt::format("{} chain mix 1", name), kWidth);
  const CombineReference combined = reference_combine(shape, x_bits, y_bits, one.alpha);
  const std::vector<uint16_t> x1_bits = bits_of(x.download<BFloat16>());
  require_bf16(bf16_values(x.download<BFloat16>()), combined.out, fmt::format("{} chain combine", name));
  const MixReference second_reference = reference_mix(shape, x1_bits, reference_sums_of_squares(shape, x1_bits), second.weights());
  require_bf16(bf16_values(two.branch), second_reference.branch, fmt::format("{} chain mix 2", name), kWidth);
  CHECK(max_abs_error(two.alpha, second_reference.alpha) < 2e-3);
}

TEST_CASE("hc entry points refuse bad inputs before launching", "[hc][errors]") {
  auto device = open_emulator_device(TargetId::parse("gfx950"));
  const test::Site site = test::make_site(kWidth, kRank, 1);
  const DeviceWeights weights = upload_weights(*device, pack_weights(site.weights(), kWidth, kRank));
  const int64_t tokens = 2;
  DeviceBuffer x(*device, ElementType::bf16, {tokens, 4 * kWidth}), ss(*device, ElementType::f32, {tokens, 4});
  DeviceBuffer branch(*device, ElementType::bf16, {tokens, kWidth}), alpha(*device, ElementType::f32, {tokens, 4});
  DeviceBuffer wide(*device, ElementType::bf16, {tokens, 4 * kWidth + 4}), odd(*device, ElementType::bf16, {tokens, 1022});
  CHECK_THROWS_WITH(mix(*device, weights, odd, ss, branch, alpha), Catch::Contains("not 4 d"));
  CHECK_THROWS_WITH(mix(*device, weights, wide, ss, branch, alpha), Catch::Contains("packed weights are for K"));
  const DeviceTensor misaligned(x.address() + 2, ElementType::bf16, {tokens, 4 * kWidth});
  CHECK_THROWS_WITH(mix(*device, weights, misaligned, ss, branch, alpha), Catch::Contains("not 16-byte aligned"));
  CHECK_THROWS_WITH(mix(*device, weights, x, branch, branch, alpha), Catch::Contains("sums_of_squares must be f32"));
  DeviceBuffer short_branch(*device, ElementType::bf16, {tokens, kWidth / 2});
  CHECK_THROWS_WITH(mix(*device, weights, x, ss, short_branch, alpha), Catch::Contains("branch must have shape [2, 256]"));
  // R not matching the packed weights: the packed matrices of R = 64 under a claimed R = 96.
  PackedWeights packed = pack_weights(site.weights(), kWidth, kRank);
  packed.rank = 96;
  CHECK_THROWS_WITH(upload_weights(*device, packed), Catch::Contains("do not match width 256 and rank 96"));
  DeviceWeights mismatched = upload_weights(*device, pack_weights(site.weights(), kWidth, kRank));
  mismatched.rank = 96, mismatched.padded_rank = padded_rank(96);
  CHECK_THROWS_WITH(mix(*device, mismatched, x, ss, branch, alpha), Catch::Contains("R = 96 does not match the packed weights"));
  CHECK_THROWS_WITH(pack_weights({site.norm_weight, site.down, site.up, site.inject}, kWidth, 96), Catch::Contains("W_down has"));
  // Combine: y of the wrong width, the normalised output without its weight, out == x with it.
  DeviceBuffer y(*device, ElementType::bf16, {tokens, kWidth}), y_wide(*device, ElementType::bf16, {tokens, kWidth + 8});
  CHECK_THROWS_WITH(combine(*device, x, y_wide, alpha, x, ss), Catch::Contains("y must have shape [2, 256]"));
  const DeviceTensor w = weights.norm_weight, normalised = branch;
  CHECK_THROWS_WITH(combine(*device, x, y, alpha, x, ss, nullptr, &normalised), Catch::Contains("both or neither"));
  DeviceBuffer next(*device, ElementType::bf16, {tokens, 4 * kWidth});
  const DeviceTensor next_view = next;
  CHECK_THROWS_WITH(combine(*device, x, y, alpha, x, ss, &w, &next_view), Catch::Contains("out may not be x"));
  CHECK_THROWS_WITH(mix_config({.tokens = 4, .width = 100, .rank = 64}, TargetId::parse("gfx950")), Catch::Contains("multiple of 32"));
}

TEST_CASE("hc prefill and decode configurations agree within 1 bf16 ulp", "[hc][prefill]") {
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  // The prefill rule (pipelined 128 x 128 down, 64 x 64 up) against the one-wave register kernels
  // of M <= 16 at M = 200 (13 tiles) and against the M = 128 rule (pipelined 64 x 64 down, 16 x 32 up).
  const int64_t reference_tokens = GENERATE(as<int64_t>{}, 16, 128);
  const TargetId target = TargetId::parse(name);
  auto device = open_emulator_device(target);
  const int64_t tokens = 200;
  const Shape shape{.tokens = tokens, .width = kWidth, .rank = kRank};
  const test::Site site = test::make_site(kWidth, kRank, 31);
  const DeviceWeights weights = upload_weights(*device, pack_weights(site.weights(), kWidth, kRank));
  testing::Random random(4);
  const auto x_bits = test::normal_bf16(random, tokens * 4 * kWidth, 1.5);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * kWidth});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  sums_of_squares(*device, x, ss);
  const MixConfig prefill = mix_config(shape, target);
  REQUIRE(prefill.prefill);
  REQUIRE(prefill.waves > 1);
  REQUIRE(prefill.up_waves > 1);
  MixConfig decode = mix_config({.tokens = reference_tokens, .width = kWidth, .rank = kRank}, target);
  REQUIRE((decode.waves == 1) == (reference_tokens <= 16));
  decode.m_tiles = (tokens + decode.tile_m - 1) / decode.tile_m;
  decode.down_m_tiles = (tokens + decode.down_tile_m - 1) / decode.down_tile_m;
  DeviceBuffer branch_prefill(*device, ElementType::bf16, {tokens, kWidth}), branch_decode(*device, ElementType::bf16, {tokens, kWidth});
  DeviceBuffer alpha_prefill(*device, ElementType::f32, {tokens, 4}), alpha_decode(*device, ElementType::f32, {tokens, 4});
  mix(*device, weights, x, ss, branch_prefill, alpha_prefill, prefill);
  mix(*device, weights, x, ss, branch_decode, alpha_decode, decode);
  const auto a = branch_prefill.download<BFloat16>(), b = branch_decode.download<BFloat16>();
  // Within 1 ulp, the ulp at max(|value|, row RMS) as in require_bf16 (the stream mean's
  // cancelled outputs follow the model's bf16 roundings, which the two split orders may tip apart).
  size_t identical = 0, within_1 = 0, within_1_floor = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    const double u = testing::from_bf16(a[i].bits), v = testing::from_bf16(b[i].bits);
    double squares = 0;
    for (size_t j = i / kWidth * kWidth; j < (i / kWidth + 1) * kWidth; ++j) squares += std::pow(testing::from_bf16(a[j].bits), 2);
    const double magnitude = std::max(std::fabs(u), std::fabs(v));
    identical += a[i].bits == b[i].bits;
    within_1 += std::fabs(u - v) <= testing::ulp_at(magnitude, OutputFormat::bf16);
    within_1_floor += std::fabs(u - v) <= testing::ulp_at(std::max(magnitude, std::sqrt(squares / kWidth)), OutputFormat::bf16);
  }
  WARN(name << " prefill vs the M = " << reference_tokens << " rule at M = 200: " << identical << " of " << a.size()
            << " identical, " << within_1 << " within 1 ulp, " << within_1_floor << " within 1 ulp at the row RMS");
  CHECK(within_1_floor == a.size());
  CHECK(within_1 >= a.size() * 999 / 1000);
  CHECK_THROWS_WITH(mix(*device, weights, x, ss, branch_decode, alpha_decode, mix_config({.tokens = 16, .width = kWidth, .rank = kRank}, target)),
                    Catch::Contains("does not fit"));
}

// The reduced form of hc_slow_test.cpp in the default suite: Qwen's shape at M = 1 on gfx950.
TEST_CASE("hc mix at Qwen's shape, M = 1 on gfx950 (reduced)", "[hc][mix][qwen]") {
  const int64_t width = 2560, rank = 320, tokens = 1;
  const TargetId target = TargetId::parse("gfx950");
  auto device = open_emulator_device(target);
  const test::Site site = test::make_site(width, rank, 2026);
  const DeviceWeights weights = upload_weights(*device, pack_weights(site.weights(), width, rank));
  const Shape shape{.tokens = tokens, .width = width, .rank = rank};
  testing::Random random(1);
  const auto x_bits = test::normal_bf16(random, tokens * 4 * width, 1.5);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * width});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4});
  sums_of_squares(*device, x, ss);
  const MixRun run = run_mix(*device, weights, x, ss, tokens);
  const MixReference reference = reference_mix(shape, x_bits, reference_sums_of_squares(shape, x_bits), site.weights());
  require_bf16(bf16_values(run.branch), reference.branch, "gfx950 Qwen M=1 branch", width);
  CHECK(max_abs_error(run.alpha, reference.alpha) < 2e-3);
}

TEST_CASE("hc registry families build the launch rule's kernels on the three targets", "[hc][registry]") {
  KernelRegistry registry;
  register_kernels(registry);
  for (const char* family : {"hc.mix_down", "hc.mix_reduce", "hc.mix_up", "hc.combine", "hc.sums_of_squares"})
    REQUIRE(registry.contains(family));
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    for (const char* m : {"1", "24", "2048"}) {
      const KernelFamily& up = registry.find("hc.mix_up");
      const KernelParameters parameters(up.parameters, {{"M", m}, {"d", "256"}, {"R", "64"}}, up.name);
      // The kernel the registry builds is the one the host entry point launches for that M.
      const Shape shape{.tokens = std::stoll(m), .width = 256, .rank = 64};
      const Kernel expected = mix_up(target, shape, mix_config(shape, target));
      const Kernel built = build_dsl_kernel("hc.mix_up", target, parameters);
      CHECK(built.name == expected.name);
      CHECK(built.to_text() == expected.to_text());
      CHECK_FALSE(up.argument_types(target, parameters).empty());
    }
    const KernelFamily& combine_family = registry.find("hc.combine");
    const KernelParameters parameters(combine_family.parameters, {{"d", "256"}, {"normalised", "true"}}, combine_family.name);
    CHECK(combine_family.argument_types(target, parameters).size() == 7);
  }
  CHECK_THROWS_WITH(build_dsl_kernel("hc.mix_down", TargetId::parse("gfx950"),
                                     KernelParameters(registry.find("hc.mix_down").parameters, {{"R", "70"}}, "hc.mix_down")),
                    Catch::Contains("multiple of 32"));
}

// The launch rule is a fixed function of shape and target: the decode choices of README.md's table
// at Qwen's shape, and a configuration for one token refused at two.
TEST_CASE("hc launch rule at Qwen's shape", "[hc][config]") {
  for (const char* name : {"gfx942", "gfx950", "gfx1250"}) {
    const TargetId target = TargetId::parse(name);
    INFO(name);
    const auto rule = [&](int64_t tokens) { return mix_config({.tokens = tokens, .width = 2560, .rank = 320}, target); };
    const MixConfig one = rule(1);
    CHECK(one.to_string() == rule(1).to_string());
    CHECK((one.single_token && one.reduce_at == ReduceAt::up_kernel && one.waves == 1 && one.chunk == 512 && one.splits == 20));
    CHECK((one.up_waves == 1 && one.tile_m == 16 && one.unit_blocks == 160));
    const MixConfig four = rule(4);
    CHECK((!four.single_token && four.reduce_at == ReduceAt::kernel && four.chunk == 256 && four.splits == 40));
    const MixConfig m24 = rule(24);
    CHECK((m24.waves == 2 && m24.down_tile_m == 32 && m24.rank_tile == 32 && m24.stages == 5 && m24.splits == 40));
    CHECK((m24.up_waves == 1 && m24.tile_m == 32 && m24.reduce_at == ReduceAt::kernel));
    CHECK((m24.reduce_columns == 256 && m24.reduce_waves == 4 && reduce_blocks({.tokens = 24, .width = 2560, .rank = 320}, m24) == 2));
    CHECK(m24.reduce_buffer_load == (target.architecture != Architecture::gfx1250));
    const MixConfig m96 = rule(96);
    CHECK((m96.waves == 4 && m96.down_tile_m == 64 && m96.up_waves == 2 && m96.tile_m == 32));
    const MixConfig prefill = rule(2048);
    CHECK((prefill.prefill && !prefill.reduce_buffer_load && prefill.reduce_at == ReduceAt::kernel && prefill.reduce_columns == 512));
    CHECK(one.packed_math == (target.architecture != Architecture::gfx1250));
    CHECK((prefill.scale_row && prefill.down_stages == 2 && prefill.splits == 8));
    CHECK(prefill.gate_loads == (target.architecture == Architecture::gfx1250 ? GateLoads::after_projection : GateLoads::before_projection));
    CHECK(prefill.down_tile_k == (target.architecture == Architecture::gfx942 ? 32 : 64));
    CHECK(prefill.packed_gate == (target.architecture != Architecture::gfx1250));
    CHECK((!m96.scale_row && m96.gate_loads == GateLoads::per_stream && m96.down_stages == 0));
  }
  const TargetId target = TargetId::parse("gfx950");
  auto device = open_emulator_device(target);
  const test::Site site = test::make_site(kWidth, kRank, 5);
  const DeviceWeights weights = upload_weights(*device, pack_weights(site.weights(), kWidth, kRank));
  DeviceBuffer x(*device, ElementType::bf16, {2, 4 * kWidth}), ss(*device, ElementType::f32, {2, 4});
  DeviceBuffer branch(*device, ElementType::bf16, {2, kWidth}), alpha(*device, ElementType::f32, {2, 4});
  const MixConfig one = mix_config({.tokens = 1, .width = kWidth, .rank = kRank}, target);
  REQUIRE(one.single_token);
  CHECK_THROWS_WITH(mix(*device, weights, x, ss, branch, alpha, one), Catch::Contains("does not fit"));
}
