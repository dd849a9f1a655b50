#pragma once
// Catch2 matchers over testing/compare.h, for tests of generated kernels:
//   REQUIRE_THAT(result, WithinUlpsOf(reference, OutputFormat::bf16, 1, 0.99));  // 99% within 1 ulp
//   REQUIRE_THAT(result, WithinUlpsOf(reference, OutputFormat::bf16, 2));        // all within 2
//   REQUIRE_THAT(result, WithinRelativeL2Of(reference, 5e-3));
// On failure Catch2 prints the comparison (worst element, its index, the ulp counts).
// Header-only: the test links Catch2 (v2, Debian 12's catch2 package) itself.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "testing/compare.h"

namespace gfxtile::testing {

class WithinUlpsMatcher : public Catch::MatcherBase<std::vector<double>> {
 public:
  WithinUlpsMatcher(std::vector<double> reference, OutputFormat format, int ulps, double fraction)
      : reference_(std::move(reference)), format_(format), ulps_(ulps), fraction_(fraction) {}
  bool match(const std::vector<double>& result) const override {
    last_ = compare(result, reference_, format_);
    if (!last_.sizes_match) return false;
    if (fraction_ >= 1) return last_.max_ulps <= ulps_;
    return last_.fraction_within(ulps_) >= fraction_;
  }
  std::string describe() const override {
    return "is within " + std::to_string(ulps_) + " ulp for " + std::to_string(fraction_ * 100) +
           "% of elements: " + last_.to_string();
  }

 private:
  std::vector<double> reference_;
  OutputFormat format_;
  int ulps_;
  double fraction_;
  mutable Comparison last_;
};

class WithinRelativeL2Matcher : public Catch::MatcherBase<std::vector<double>> {
 public:
  WithinRelativeL2Matcher(std::vector<double> reference, double tolerance)
      : reference_(std::move(reference)), tolerance_(tolerance) {}
  bool match(const std::vector<double>& result) const override {
    if (result.size() != reference_.size()) return false;
    last_ = relative_l2(result, reference_);
    return last_ <= tolerance_;
  }
  std::string describe() const override {
    return "has relative L2 error at most " + std::to_string(tolerance_) + " (it is " + std::to_string(last_) + ")";
  }

 private:
  std::vector<double> reference_;
  double tolerance_;
  mutable double last_ = 0;
};

inline WithinUlpsMatcher WithinUlpsOf(std::vector<double> reference, OutputFormat format, int ulps,
                                      double fraction = 1.0) {
  return {std::move(reference), format, ulps, fraction};
}
inline WithinRelativeL2Matcher WithinRelativeL2Of(std::vector<double> reference, double tolerance) {
  return {std::move(reference), tolerance};
}

}  // namespace gfxtile::testing
