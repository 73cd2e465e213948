print(int('०१२'), int('১২৩'), int('๑๒'), int('１２３'), int('𝟗𝟗'), int('᠑᠐'), int('꘩'))
