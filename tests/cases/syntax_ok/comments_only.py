# Only comments here.
#
    # even an indented comment
# the end
