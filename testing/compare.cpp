#include "testing/compare.h"

#include <cmath>

#include <fmt/format.h>

namespace gfxtile::testing {

double Comparison::fraction_within(int ulps) const {
  if (count == 0) return 1;
  const size_t within = ulps <= 1 ? within_1_ulp : ulps <= 2 ? within_2_ulps : within_4_ulps;
  return static_cast<double>(within) / static_cast<double>(count);
}

std::string Comparison::to_string() const {
  if (!sizes_match) return fmt::format("{}: the result and the reference differ in size", format_name(format));
  return fmt::format(
      "{} {} elements: {:.4g}% correctly rounded, {:.4g}% within 1 ulp, {:.4g}% within 2, {:.4g}% within 4; "
      "max {:.3g} ulp at [{}] ({:.9g} vs {:.9g}); max abs {:.3g}; rel L2 {:.3g}{}",
      format_name(format), count, 100.0 * correctly_rounded / std::max<size_t>(1, count), 100 * fraction_within(1),
      100 * fraction_within(2), 100 * fraction_within(4), max_ulps, worst_index, worst_result, worst_reference,
      max_absolute_error, relative_l2, non_finite ? fmt::format("; {} non-finite", non_finite) : "");
}

double relative_l2(std::span<const double> result, std::span<const double> reference) {
  double difference = 0, norm = 0;
  for (size_t i = 0; i < std::min(result.size(), reference.size()); ++i) {
    difference += (result[i] - reference[i]) * (result[i] - reference[i]);
    norm += reference[i] * reference[i];
  }
  if (norm == 0) return difference == 0 ? 0 : INFINITY;
  return std::sqrt(difference / norm);
}

Comparison compare(std::span<const double> result, std::span<const double> reference, OutputFormat format) {
  Comparison comparison;
  comparison.format = format;
  comparison.sizes_match = result.size() == reference.size();
  if (!comparison.sizes_match) return comparison;
  comparison.count = result.size();
  for (size_t i = 0; i < result.size(); ++i) {
    const double expected = reference[i], actual = result[i];
    double ulps;
    if (std::isnan(expected)) {
      ulps = std::isnan(actual) ? 0 : INFINITY;
    } else if (!std::isfinite(actual) && std::isfinite(expected)) {
      ++comparison.non_finite;
      ulps = INFINITY;
    } else {
      ulps = actual == expected ? 0 : std::fabs(actual - expected) / ulp_at(expected, format);
    }
    const double absolute = std::fabs(actual - expected);
    if (!(absolute <= comparison.max_absolute_error)) comparison.max_absolute_error = absolute;
    if (actual == round_to(expected, format) || (std::isnan(actual) && std::isnan(expected)))
      ++comparison.correctly_rounded;
    comparison.within_1_ulp += ulps <= 1;
    comparison.within_2_ulps += ulps <= 2;
    comparison.within_4_ulps += ulps <= 4;
    if (ulps > comparison.max_ulps || (i == 0 && ulps > 0)) {
      comparison.max_ulps = ulps;
      comparison.worst_index = i, comparison.worst_result = actual, comparison.worst_reference = expected;
    }
  }
  comparison.relative_l2 = relative_l2(result, reference);
  return comparison;
}

Comparison compare(const std::vector<float>& result, const std::vector<double>& reference, OutputFormat format) {
  std::vector<double> widened(result.begin(), result.end());
  return compare(widened, reference, format);
}

}  // namespace gfxtile::testing
