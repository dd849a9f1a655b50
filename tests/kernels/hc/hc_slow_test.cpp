// The HC site at Qwen's shape (K = 10240, d = 2560, R = 320) on the emulator, three targets,
// against the fp64 reference: the fused decode path at M = 1 and 24 and the prefill path at M = 129, each followed by the combine
// that feeds the next site. Label `slow`.
#include <catch2/catch.hpp>

#include "kernels/hc/hc.h"
#include "kernels/hc/reference.h"
#include "runtime/emulator_device.h"
#include "tests/kernels/hc/site.h"

using namespace gfxtile;
using namespace gfxtile::hc;
using gfxtile::testing::OutputFormat;

namespace {

constexpr int64_t kWidth = 2560, kRank = 320;

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

void require_bf16(const std::vector<double>& result, const std::vector<double>& reference, const std::string& what) {
  const testing::Comparison c = testing::compare(result, reference, OutputFormat::bf16);
  WARN(what << ": " << c.to_string());
  CHECK(c.fraction_within(1) >= 0.99);
  // The same row-RMS floor as hc_test.cpp for outputs the stream mean cancels.
  size_t beyond = 0;
  double squares = 0;
  for (double r : reference) squares += r * r;
  const double rms = std::sqrt(squares / double(reference.size()));
  for (size_t i = 0; i < result.size(); ++i)
    if (std::fabs(result[i] - reference[i]) > 2 * testing::ulp_at(std::max(std::fabs(reference[i]), rms), OutputFormat::bf16))
      ++beyond;
  CHECK(beyond == 0);
}

const test::Site& qwen_site() {
  static const test::Site site = test::make_site(kWidth, kRank, 2026);
  return site;
}

}  // namespace

TEST_CASE("hc mix at Qwen's shape", "[hc][mix][slow]") {
  const int64_t tokens = GENERATE(as<int64_t>{}, 1, 24, 129);
  const char* name = GENERATE("gfx942", "gfx950", "gfx1250");
  const TargetId target = TargetId::parse(name);
  auto device = open_emulator_device(target);
  const DeviceWeights weights = upload_weights(*device, pack_weights(qwen_site().weights(), kWidth, kRank));
  const Shape shape{.tokens = tokens, .width = kWidth, .rank = kRank};
  testing::Random random(static_cast<uint64_t>(tokens));
  const auto x_bits = test::normal_bf16(random, tokens * 4 * kWidth, 1.5);
  DeviceBuffer x = DeviceBuffer::upload(*device, as_bf16(x_bits), {tokens, 4 * kWidth});
  DeviceBuffer ss(*device, ElementType::f32, {tokens, 4}), alpha(*device, ElementType::f32, {tokens, 4});
  DeviceBuffer branch(*device, ElementType::bf16, {tokens, kWidth});
  sums_of_squares(*device, x, ss);
  mix(*device, weights, x, ss, branch, alpha);
  const MixReference reference = reference_mix(shape, x_bits, reference_sums_of_squares(shape, x_bits), qwen_site().weights());
  INFO(name << " M = " << tokens << " " << mix_config(shape, target).to_string());
  require_bf16(bf16_values(branch.download<BFloat16>()), reference.branch, fmt::format("{} Qwen M={} branch", name, tokens));
  const auto alphas = alpha.download<float>();
  double worst = 0;
  for (size_t i = 0; i < alphas.size(); ++i) worst = std::max(worst, std::fabs(alphas[i] - reference.alpha[i]));
  WARN(name << " Qwen M=" << tokens << " alpha max abs error " << worst);
  CHECK(worst < 2e-3);

  // The combine that feeds the next site, then its mix from the handed-over sums of squares.
  testing::Random branch_random(77);
  const auto y_bits = test::normal_bf16(branch_random, tokens * kWidth, 1.0);
  DeviceBuffer y = DeviceBuffer::upload(*device, as_bf16(y_bits), {tokens, kWidth});
  DeviceBuffer x_next(*device, ElementType::bf16, {tokens, 4 * kWidth});
  combine(*device, x, y, alpha, x_next, ss);
  const CombineReference combined = reference_combine(shape, x_bits, y_bits, alphas);
  require_bf16(bf16_values(x_next.download<BFloat16>()), combined.out, fmt::format("{} Qwen M={} combine", name, tokens));
  // The sums of squares are of the stored bf16 X' (where X' rounds differently from the fp64
  // reference, a double rounding through fp32's FMA, they follow the stored value).
  std::vector<uint16_t> stored;
  for (BFloat16 v : x_next.download<BFloat16>()) stored.push_back(v.bits);
  const std::vector<double> ss_reference = reference_sums_of_squares(shape, stored);
  const auto ss_next = ss.download<float>();
  for (size_t i = 0; i < ss_next.size(); ++i) CHECK(std::fabs(ss_next[i] - ss_reference[i]) <= 1e-5 * ss_reference[i]);
}
