// The HC site on the emulator, three targets, small K (d = 256, K = 1024, R = 64), against the
// fp64 reference (kernels/hc/reference.h): mix at M = 1 .. 300 (decode and prefill configurations),
// combine with and without the normalised output, the bootstrap sums of squares, a mix -> combine
// -> mix chain, and the input checks.
#include <catch2/catch.hpp>

#include "kernels/hc/hc.h"
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
}
