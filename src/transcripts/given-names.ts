/**
 * Common given names (lower case), for telling a person's name among key terms (personal-terms.ts): the most frequent
 * given names in the US (Social Security Administration lists), with common Spanish, European, Arabic and Asian ones.
 * Names that are also everyday words or brands when capitalized (Chase, Will, May, Mark, Grace, Rose, Amber, Austin...) are left
 * out, so that "Chase Bank" stays a brand.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  `
  aaron abigail adam adrian ahmed aiden aisha alan albert alejandro alex alexander alexandra alexis ali alice
  alicia alison allison amanda amelia amir amy ana anders andrea andrew angela anna anne anthony
  antonio ashley ava barbara benjamin beth betty beverly brandon brenda brian brittany bruce bryan caleb
  cameron camille carla carlos carmen carol caroline carolyn catherine charles charlotte chen cheryl chloe
  christian christina christine christopher cynthia daniel daniela david deborah debra denise dennis diana
  diane diego dmitri donald donna dorothy douglas dylan edward elena elijah elizabeth ella emily emma eric
  erica ethan eugene evelyn fatima fernando francesca francisco francois gabriel gabriela gary george gerald
  giulia giuseppe gloria gregory hannah hans harold hassan heather helen henry hiroshi ingrid isabel isabella
  ivan jacob jacques james janet janice jason javier jean jeffrey jennifer jeremy jerry jesse jessica joan
  joanne joe john jonathan jordan jorge jose joseph joshua joyce juan judith judy julia julie jurgen justin
  karen katherine kathleen kathryn kayla keith kelly kenneth kevin kimberly klaus kyle larry lars laura lauren
  lea leila li linda lisa logan lori louis luca lucas lucia luis madison manuel marco margaret maria marie
  marilyn mario martha martin mary matthew megan melissa michael michelle miguel mohammed muhammad nadia
  natalie natasha nathan nicholas nicole noah olga olivia omar pablo pamela patricia patrick paul paula pedro
  peter philip pierre priya rachel rahul raj ralph ravi raymond rebecca richard robert roberto roger ronald roy
  russell ruth ryan samantha samuel sandra sara sarah scott sean sergei sharon shirley sofia sophia sophie
  stephanie stephen steven susan sven teresa theresa thomas timothy tyler victoria vincent walter
  wayne wei william yuki yusuf zachary
  `
    .split(/\s+/)
    .filter(Boolean),
);
