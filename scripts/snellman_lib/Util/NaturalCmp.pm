package Util::NaturalCmp;

# natural_cmp for the snellman engine's rule files (its own helper is not among the reference
# files): compare strings with their digit runs as numbers, so "A10" sorts after "A9".

use strict;
use warnings;
use Exporter qw(import);
our @EXPORT = qw(natural_cmp);

sub natural_cmp {
    my ($a, $b) = @_;
    my @x = ($a =~ /(\d+|\D+)/g);
    my @y = ($b =~ /(\d+|\D+)/g);
    while (@x and @y) {
        my ($p, $q) = (shift @x, shift @y);
        my $c = ($p =~ /^\d/ and $q =~ /^\d/) ? $p <=> $q : $p cmp $q;
        return $c if $c;
    }
    return @x <=> @y;
}

1;
